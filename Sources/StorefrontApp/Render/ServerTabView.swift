import StoreEngine
import StoreOperations
import TerminalUI

/// The Server tab (`storefront --server`): the notifications the sandbox sent or keeps, newest first, with how each
/// one's delivery stands; the requests the App Store Server API answered, newest first; and the selected
/// notification's details, scrolled with the page keys.
enum ServerTabView {
  static func draw(_ state: AppState, in body: Rect, into frame: inout Frame<ClickTarget>) {
    let layout = ServerTabLayout(body: body)
    let focused = state.modal == nil
    let language = state.language
    drawNotifications(state, in: layout.notifications, focused: focused, into: &frame)

    let requests = PaneFrame(title: NotificationWords.requestsTitle(language: language), isFocused: false).draw(
      in: layout.requests, on: &frame.screen
    ).inset(horizontal: 1, vertical: 0)
    let answered = state.serverTab.requests.reversed().prefix(requests.height)
    if answered.isEmpty {
      let empty = NotificationWords.noRequestsYet(address: state.serverAddress ?? "", language: language)
      let lines = StyledLine.wrapped(empty, width: requests.width, style: .dim)
      for (row, line) in lines.prefix(requests.height).enumerated() { line.draw(in: requests.row(row), on: &frame.screen) }
    }
    for (row, request) in answered.enumerated() {
      ServerTabContent.row(request, in: state, width: requests.width).draw(in: requests.row(row), on: &frame.screen)
    }

    let detail = PaneFrame(title: NotificationWords.detailTitle(language: language), isFocused: false).draw(
      in: layout.detail, on: &frame.screen
    ).inset(horizontal: 1, vertical: 0)
    let lines = ServerTabContent.detailLines(state, width: detail.width)
    let offset = AppReducer.serverDetailOffset(state)
    for (row, line) in lines.dropFirst(offset).prefix(detail.height).enumerated() {
      line.draw(in: detail.row(row), on: &frame.screen)
    }
  }

  private static func drawNotifications(
    _ state: AppState, in rect: Rect, focused: Bool, into frame: inout Frame<ClickTarget>
  ) {
    let listed = state.serverTab.newestFirst
    let title = NotificationWords.notificationsTitle(listed.count, language: state.language)
    let inside = PaneFrame(title: title, isFocused: focused).draw(in: rect, on: &frame.screen)
    guard !listed.isEmpty else {
      let text = NotificationWords.noneYet(language: state.language)
      let area = inside.inset(horizontal: 1, vertical: 0)
      for (row, line) in StyledLine.wrapped(text, width: area.width, style: .dim).prefix(area.height).enumerated() {
        line.draw(in: area.row(row), on: &frame.screen)
      }
      return
    }
    let selectedUUID = state.serverTab.selected?.uuid
    let index = listed.firstIndex { $0.uuid == selectedUUID } ?? 0
    let navigation = ListNavigation(selectable: listed.map { _ in true })
    let offset = navigation.offset(keeping: index, visibleRows: inside.height, current: 0)
    let selectionStyle: Style = focused ? .selection : .inactiveSelection
    for (row, notification) in listed.dropFirst(offset).prefix(inside.height).enumerated() {
      let line = inside.row(row)
      var styled = ServerTabContent.row(notification, in: state)
      if notification.uuid == selectedUUID {
        frame.screen.fill(line, style: selectionStyle)
        styled.segments = styled.segments.map { Segment($0.text, selectionStyle) }
        styled.trailing = styled.trailing.map { Segment($0.text, selectionStyle) }
      }
      styled.draw(in: line.inset(horizontal: 1, vertical: 0), on: &frame.screen)
      frame.regions.add(line, .serverNotification(notification.uuid))
    }
  }
}

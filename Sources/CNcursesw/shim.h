#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1 /* SwiftPM drops -D_XOPEN_SOURCE from pkg-config */
#endif
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <locale.h>
#include <wchar.h>
#include <langinfo.h>
#include <sys/ioctl.h>

/* Swift 6 rejects reads of mutable C globals: read them through functions. */
static inline WINDOW *nc_stdscr(void) { return stdscr; }
static inline WINDOW *nc_curscr(void) { return curscr; }
static inline int nc_lines(void) { return LINES; }
static inline int nc_cols(void) { return COLS; }
static inline int nc_colors(void) { return COLORS; }
static inline int nc_color_pairs(void) { return COLOR_PAIRS; }

/* Macros Swift cannot import (casts and shifts): re-exported as constants. */
static const attr_t NC_A_NORMAL = A_NORMAL, NC_A_BOLD = A_BOLD, NC_A_DIM = A_DIM,
                    NC_A_REVERSE = A_REVERSE, NC_A_UNDERLINE = A_UNDERLINE,
                    NC_A_ITALIC = A_ITALIC, NC_A_STANDOUT = A_STANDOUT;
static const mmask_t NC_BUTTON1_PRESSED = BUTTON1_PRESSED, NC_BUTTON1_RELEASED = BUTTON1_RELEASED,
                     NC_BUTTON1_CLICKED = BUTTON1_CLICKED, NC_BUTTON1_DOUBLE_CLICKED = BUTTON1_DOUBLE_CLICKED,
                     NC_BUTTON3_PRESSED = BUTTON3_PRESSED, NC_BUTTON4_PRESSED = BUTTON4_PRESSED,
                     NC_BUTTON5_PRESSED = BUTTON5_PRESSED, NC_ALL_MOUSE_EVENTS = ALL_MOUSE_EVENTS,
                     NC_REPORT_MOUSE_POSITION = REPORT_MOUSE_POSITION;
static inline int nc_key_f(int n) { return KEY_F(n); }

/* The size the kernel gives the terminal on `fd`; -1 when `fd` is not a terminal. */
static inline int nc_window_size(int fd, int *rows, int *cols) {
  struct winsize size;
  if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
  *rows = size.ws_row;
  *cols = size.ws_col;
  return 0;
}

/* Whether the terminfo entry loaded by setupterm can address the cursor, then releases that entry so newterm
   starts from a clean slate. tigetstr returns (char *)-1 for a name that is not a string capability. */
static inline int nc_has_cursor_addressing_then_release(void) {
  const char *cup = tigetstr("cup");
  int found = cup != NULL && cup != (const char *)-1;
  del_curterm(cur_term);
  return found;
}

/* glibc declares wcwidth only under _XOPEN_SOURCE, which SwiftPM does not define. */
extern int wcwidth(wchar_t c);
#endif

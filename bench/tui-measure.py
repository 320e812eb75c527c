#!/usr/bin/env python3
"""The terminal half of bench/tui: drives the release storefront in a private tmux server and prints time to the
first frame beside `jq empty`, bytes written per cursor move, CPU used while idle, and peak memory."""
import argparse
import os
import re
import statistics
import subprocess
import time


class Pane:
    """One tmux pane running an interactive bash, on its own server."""

    def __init__(self, socket, cols, rows):
        self.socket = socket
        shell = ("env -i PATH=/usr/bin:/bin HOME=/tmp TERM=tmux-256color LANG=C.UTF-8 SWIFT_BACKTRACE=enable=no "
                 "PS1='$ ' bash --norc --noprofile -i")
        self.tmux("new-session", "-d", "-s", "main", "-x", str(cols), "-y", str(rows), shell)
        self.wait(lambda screen: "$" in screen)

    def tmux(self, *args):
        return subprocess.run(["tmux", "-L", self.socket, "-f", "/dev/null", "-u", *args],
                              capture_output=True, text=True, check=True).stdout

    def run(self, line):
        self.tmux("send-keys", "-t", "main", "-l", line)
        self.tmux("send-keys", "-t", "main", "Enter")

    def keys(self, *names):
        self.tmux("send-keys", "-t", "main", *names)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "main")

    def wait(self, predicate, timeout=60.0, step=0.005):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            screen = self.screen()
            if predicate(screen):
                return screen
            time.sleep(step)
        raise SystemExit(f"tui-measure: timed out; the screen was:\n{self.screen()}")


def wait_for_file(path, timeout=120.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if os.path.exists(path) and os.path.getsize(path) > 0:
            return open(path).read()
        time.sleep(0.01)
    raise SystemExit(f"tui-measure: {path} never appeared")


def first_frames(pane, args, catalog, sandbox, label, runs):
    """Median milliseconds from the shell's exec to the first frame, to products shown, and of `jq empty`, and the
    median peak memory (VmHWM, MiB) when products were shown."""
    frames, products, jq, memory = [], [], [], []
    for run in range(runs):
        marks, start, jq_file = (os.path.join(args.work, f"{label}-{name}-{run}") for name in ("marks", "start", "jq"))
        pane.run(f"t0=$EPOCHREALTIME; STOREFRONT_BENCH_TIMINGS={marks} {args.binary} --catalog {catalog} "
                 f"--sandbox {sandbox}; echo $t0 > {start}")
        t0 = float(wait_for_file(start)) * 1e9
        lines = dict(line.split() for line in open(marks).read().split("\n") if line)
        frames.append((int(lines["first-frame"]) - t0) / 1e6)
        products.append((int(lines["products-shown"]) - t0) / 1e6)
        memory.append(int(lines["peak-memory"]) / 1024)
        pane.run(f"t0=$EPOCHREALTIME; jq empty {catalog}; t1=$EPOCHREALTIME; echo $t0 $t1 > {jq_file}")
        begin, end = map(float, wait_for_file(jq_file).split())
        jq.append((end - begin) * 1e3)
    return (statistics.median(frames), statistics.median(products), statistics.median(jq),
            statistics.median(memory))


def cpu_milliseconds(pid):
    """User and system CPU time of the whole process, threads that have ended included (/proc/PID/stat), in
    milliseconds; the kernel counts it in clock ticks (10 ms each here)."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def thread_cpu_nanoseconds(pid):
    """CPU time per live thread, from /proc/PID/task/*/schedstat (nanoseconds)."""
    times = {}
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/schedstat") as stat:
            times[task] = int(stat.read().split()[0])
    return times


def peak_memory_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        return int(re.search(r"VmHWM:\s+(\d+) kB", status.read()).group(1))


def session(pane, args, catalog, sandbox, label, first_row, moves):
    """Runs the storefront, measures bytes per cursor move, idle CPU and peak memory, then quits."""
    pid_file = os.path.join(args.work, f"{label}-pid")
    pane.run(f"sh -c 'echo $$ > {pid_file}; exec {args.binary} --catalog {catalog} --sandbox {sandbox}'")
    pid = int(wait_for_file(pid_file))
    pane.wait(lambda screen: f"▶   {first_row}" in screen and "nothing bought is lost" not in screen)
    written = os.path.join(args.work, f"{label}-bytes")
    bytes_per_move = None
    if moves:
        pane.tmux("pipe-pane", "-t", "main", "-o", f"cat >> {written}")
        for row in moves:
            pane.keys("Down")
            pane.wait(lambda screen: re.search(rf"▶   {re.escape(row)} ", screen) is not None)
        time.sleep(0.2)
        pane.tmux("pipe-pane", "-t", "main")
        bytes_per_move = os.path.getsize(written) / len(moves)
    time.sleep(2)
    before, threads_before = cpu_milliseconds(pid), thread_cpu_nanoseconds(pid)
    time.sleep(10)
    after, threads_after = cpu_milliseconds(pid), thread_cpu_nanoseconds(pid)
    idle_ms = after - before
    precise_ms = sum(threads_after[t] - threads_before[t] for t in threads_after if t in threads_before) / 1e6
    memory = peak_memory_kb(pid)
    pane.keys("q")
    pane.wait(lambda screen: "$" in screen.split("\n")[-1] or screen.rstrip().endswith("$"))
    return bytes_per_move, (idle_ms, precise_ms), memory


def main():
    parser = argparse.ArgumentParser()
    for name in ("binary", "catalog", "ledger", "demo", "work", "socket"):
        parser.add_argument(f"--{name}", required=True)
    parser.add_argument("--runs", type=int, default=11)
    args = parser.parse_args()
    pane = Pane(args.socket, 80, 24)
    frame, products, jq, products_memory = first_frames(pane, args, args.catalog, args.ledger, "big", args.runs)
    print(f"first frame (header and spinner):        {frame:8.1f} ms  median of {args.runs}")
    print(f"first frame listing products:            {products:8.1f} ms")
    print(f"jq empty on the same catalog:            {jq:8.1f} ms")
    print(f"peak memory when products were shown (VmHWM): {products_memory:.1f} MiB  median (target: at most 40 MiB)")
    print(f"ratio first frame / jq: {frame / jq:.2f}x   products shown / jq: {products / jq:.2f}x"
          "   (target: first frame before jq has parsed the file, under 1.00x)")
    demo_sandbox = os.path.join(args.work, "demo.sqlite")
    _, demo_products, _, _ = first_frames(pane, args, args.demo, demo_sandbox, "demo", 3)
    print(f"demo catalog, first frame listing products: {demo_products:.1f} ms")
    moves = [f"Item {2 * k + 1}" for k in range(1, 101)]
    written, idle, memory = session(pane, args, args.catalog, args.ledger, "big-session", "Item 1", moves)
    print(f"bytes written to the terminal per cursor move: {written:.0f}  (mean of {len(moves)} moves at 80x24)")
    print(f"CPU in 10 idle seconds: {idle[0]:.0f} ms by /proc/PID/stat (10 ms ticks), {idle[1]:.3f} ms by the threads'"
          f" schedstat (target: under 10 ms)   peak memory (VmHWM): {memory / 1024:.1f} MiB"
          "  [5,000 products, 100,000 transactions]")
    _, demo_idle, demo_memory = session(pane, args, args.demo, demo_sandbox, "demo-session", "100 Gems", [])
    print(f"CPU in 10 idle seconds: {demo_idle[0]:.0f} ms by /proc/PID/stat, {demo_idle[1]:.3f} ms by schedstat"
          f"   peak memory (VmHWM): {demo_memory / 1024:.1f} MiB  [the demo catalog]")


if __name__ == "__main__":
    main()

"""Running the `storefront` binary from the reliability drivers, and reading what it reported."""

import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

ENVIRONMENT = dict(os.environ, SWIFT_BACKTRACE="enable=no", LANG="C.UTF-8")


def release_binary():
    """Builds the storefront in release mode (when needed) and returns its path."""
    return subprocess.run([os.path.join(ROOT, "scripts", "build")], check=True, stdout=subprocess.PIPE,
                          text=True).stdout.strip()


def run(binary, sandbox, *arguments, timeout=60):
    """Runs one command on `sandbox` to completion: (exit status, stdout, stderr)."""
    done = subprocess.run([binary, *arguments, "--sandbox", sandbox], capture_output=True, text=True,
                          env=ENVIRONMENT, timeout=timeout)
    return done.returncode, done.stdout, done.stderr


def start(binary, sandbox, *arguments):
    """Starts one command on `sandbox` without waiting for it."""
    return subprocess.Popen([binary, *arguments, "--sandbox", sandbox], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=ENVIRONMENT)


def purchases_reported(stdout):
    """{transaction id: product id} for the new purchase `storefront buy --json` reported (nothing when it charged
    nothing, or was killed before it answered)."""
    reply = _reply(stdout)
    transaction = reply.get("transaction") if reply else None
    if not transaction or reply.get("result") != "purchased":
        return {}
    return {int(transaction["id"]): transaction["productID"]}


def _reply(stdout):
    """The JSON object a `--json` command printed, or None (nothing printed: it was killed before it answered)."""
    try:
        reply = json.loads(stdout)
    except ValueError:
        return None
    return reply if isinstance(reply, dict) else None


def finished_reported(stdout):
    """The transaction id `storefront finish ID --json` reported finished (now or before), or None."""
    reply = _reply(stdout)
    return reply["id"] if reply and reply.get("result") in ("finished", "alreadyFinished") else None


def refunded_reported(stdout):
    """The transaction id `storefront refund ID --json` reported refunded, or None."""
    reply = _reply(stdout)
    return reply["id"] if reply and reply.get("result") == "refunded" else None


def delivered_on_updates(stdout):
    """The transaction ids `storefront updates --json` printed, one JSON object a line."""
    ids = []
    for line in stdout.splitlines():
        line = line.strip()
        if line.startswith("{"):
            ids.append(json.loads(line)["id"])
    return ids


def entitlement_ids(stdout):
    """The transaction ids `storefront entitlements --json` listed."""
    return {entry["id"] for entry in json.loads(stdout)["entitlements"]}

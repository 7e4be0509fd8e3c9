# Shared by the scripts in this folder: sourced, not run.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# Debian/Ubuntu packages: what building needs (and the chime: libcanberra,
# its PulseAudio/PipeWire driver and the freedesktop sound theme; espeak-ng
# for the spoken cue), and what the tests and the headless demo need (a
# private session bus, Xvfb, dunst,
# dbus-monitor, notify-send for the baseline, systemd's tools for the unit
# checks, a private PulseAudio and its recorder for the sound tests).
BUILD_PACKAGES=(pkg-config libdbus-1-dev libnotify-dev libsqlite3-dev libncurses-dev libcanberra-dev libcanberra-pulse sound-theme-freedesktop libespeak-ng-dev)
TEST_PACKAGES=(tmux dbus dbus-bin dbus-daemon dunst xvfb libnotify-bin libglib2.0-bin systemd util-linux python3 python3-dbusmock man-db bash-completion zsh fish x11-apps netpbm librsvg2-bin syncthing polybar xdotool fonts-dejavu-core pulseaudio pulseaudio-utils)
BENCH_PACKAGES=(hyperfine sqlite3 valgrind binutils)

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

# Installs the packages that are not installed yet, without asking.
install_packages() {
    local missing=()
    for p in "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    command -v apt-get >/dev/null || die "apt-get not found: install ${missing[*]} by hand"
    local sudo=()
    [ "$(id -u)" -eq 0 ] || sudo=(sudo)
    say "installing ${missing[*]}"
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" </dev/null >/dev/null
}

require_swift() {
    command -v swift >/dev/null || die "Swift 6 is not on PATH: install the toolchain from swift.org first"
}

# Release binaries with the Swift runtime linked in: faster start-up, and they
# run on machines without a Swift toolchain.
build_release() {
    say "building release binaries"
    (cd "$ROOT" && swift build -c release --static-swift-stdlib --product gym-timer >&2 \
        && swift build -c release --static-swift-stdlib --product gym-timerd >&2 \
        && swift build -c release --static-swift-stdlib --product gym-timer-bench >&2 \
        && swift build -c release --static-swift-stdlib --product make-man-page >&2)
    RELEASE_BIN="$(cd "$ROOT" && swift build -c release --static-swift-stdlib --show-bin-path)"
}

# Runs "$@" on a private session bus with Xvfb and dunst, recording calls to
# org.freedesktop.Notifications in $MONITOR_LOG.
with_private_desktop() {
    local dir; dir="$(mktemp -d /tmp/gym-timer-desktop.XXXXXX)"
    export MONITOR_LOG="$dir/monitor.log"
    dbus-run-session -- bash -c '
        set -e
        trap "kill \$(jobs -p) 2>/dev/null; wait 2>/dev/null" EXIT
        Xvfb -displayfd 3 -screen 0 800x600x24 -nolisten tcp 3>"$0/display" >/dev/null 2>&1 &
        for _ in $(seq 100); do [ -s "$0/display" ] && break; sleep 0.05; done
        export DISPLAY=":$(cat "$0/display")"
        dunst >/dev/null 2>&1 &
        dbus-monitor "type='"'"'method_call'"'"',interface='"'"'org.freedesktop.Notifications'"'"'" >"$MONITOR_LOG" 2>/dev/null &
        for _ in $(seq 100); do [ -s "$MONITOR_LOG" ] && break; sleep 0.05; done
        shift
        "$@"
    ' "$dir" _ "$@"
}

#!/bin/sh
# board/install's device side, run as root on the device from a temporary folder that also holds `manifest`
# and (in apply mode) the files to install under files/.
#
#   remote.sh check DIR ARCH   print what would change: "change: ..." lines, "need-file: PATH" for each file
#                              whose contents must be sent; "error: ..." and status 3 for an unusable device
#   remote.sh apply DIR ARCH   make those changes, printing "changed: ..." per change
#
# manifest lines: MODE OWNER GROUP SHA256 POLICY PATH (POLICY: replace, or create = only when missing);
# "package NAME" lines; "dir MODE OWNER GROUP PATH"; "key LINE..." (the deploy key's authorized_keys line).
set -u
mode=$1
dir=$2
arch=$3
changes=0
apply() { [ "$mode" = apply ]; }
note() { changes=$((changes + 1)); if apply; then echo "changed: $*"; else echo "change: $*"; fi; }
fail() { echo "error: $*"; exit 3; }

# ---- the device: Debian 12/13 or Raspberry Pi OS with systemd, the binary's architecture.
[ -r /etc/os-release ] || fail "no /etc/os-release: not a Debian or Raspberry Pi OS system"
. /etc/os-release
case "${ID:-}:${ID_LIKE:-}" in
    debian:* | raspbian:* | *:*debian*) ;;
    *) fail "unsupported OS '${PRETTY_NAME:-${ID:-unknown}}': board/install supports Debian 12/13 and Raspberry Pi OS (bookworm or later)" ;;
esac
case "${VERSION_ID:-}" in
    12 | 13) ;;
    *) fail "unsupported OS '${PRETTY_NAME:-$ID}': board/install supports Debian 12/13 and Raspberry Pi OS (bookworm or later)" ;;
esac
[ -d /run/systemd/system ] || fail "systemd is not running as init on this device; the kiosk runs as a systemd service"
machine=$(uname -m)
[ "$machine" = "$arch" ] || fail "the kiosk was built for $arch but the device is $machine; build it for $machine"

# ---- packages the kiosk needs at run time (apt only when one is missing).
# One dpkg-query for all (each process costs on a small board).
packages=$(sed -n 's/^package //p' "$dir/manifest")
# shellcheck disable=SC2086
installed=$(dpkg-query -W -f='${Package} ${Status}\n' $packages 2>/dev/null | awk '/ install ok installed$/ { print $1 }')
missing=""
for p in $packages; do
    case " $(echo $installed) " in *" $p "*) ;; *) missing="$missing $p" ;; esac
done
if [ -n "$missing" ]; then
    note "packages:$missing"
    if apply; then
        export DEBIAN_FRONTEND=noninteractive
        # shellcheck disable=SC2086
        apt-get install -y -qq --no-install-recommends $missing >/tmp/panelkit-apt.log 2>&1 ||
            { apt-get update -qq >>/tmp/panelkit-apt.log 2>&1 &&
                apt-get install -y -qq --no-install-recommends $missing >>/tmp/panelkit-apt.log 2>&1; } ||
            fail "apt-get could not install$missing (see /tmp/panelkit-apt.log on the device)"
    fi
fi

# ---- the user, from the sysusers.d file that is installed below (always sent: it is small).
if ! id -u kiosk >/dev/null 2>&1; then
    note "user kiosk"
    apply && { systemd-sysusers "$dir/files/etc/sysusers.d/panelkit-kiosk.conf" >/dev/null ||
        fail "systemd-sysusers could not create the kiosk user"; }
fi
units_changed=""
kiosk_changed=""
release_changed=""
seatd_changed=""

# ---- files.
# Every file's mode, owner, group and checksum in one stat and one sha256sum: "PATH MODE OWNER GROUP SHA".
paths=$(awk '$1 == "file" { print $7 }' "$dir/manifest")
# shellcheck disable=SC2086
stat -c '%n %a %U %G' $paths >"$dir/stats" 2>/dev/null
# shellcheck disable=SC2086
sha256sum $paths >"$dir/sums" 2>/dev/null
awk 'FNR == NR { sum[$2] = $1; next } { print $1, $2, $3, $4, sum[$1] }' "$dir/sums" "$dir/stats" >"$dir/current"
while read -r kind fmode owner group sha policy path; do
    [ "$kind" = file ] || continue
    current=missing
    while read -r cpath cmode cowner cgroup csha; do
        if [ "$cpath" = "$path" ]; then current="$cmode $cowner $cgroup $csha"; break; fi
    done <"$dir/current"
    [ "$policy" = create ] && [ "$current" != missing ] && continue
    want="$fmode $owner $group $sha"
    [ "$current" = "$want" ] && continue
    content_differs=1
    [ "$current" != missing ] && [ "${current##* }" = "$sha" ] && content_differs=""
    if apply; then
        if [ -n "$content_differs" ]; then
            [ -f "$dir/files$path" ] || fail "internal: $path was not sent"
            # Written beside the old file with its mode and owner, then renamed over it: two processes per file
            # (each costs on a small board), and no moment where the file is half there or wrongly owned.
            install -D -m "$fmode" -o "$owner" -g "$group" "$dir/files$path" "$path.panelkit-new" &&
                mv -f "$path.panelkit-new" "$path" || fail "could not install $path"
        else
            chown "$owner:$group" "$path" && chmod "$fmode" "$path"
        fi
    elif [ -n "$content_differs" ]; then
        echo "need-file: $path"
    fi
    if [ "$current" = missing ]; then note "installed $path"; else note "updated $path"; fi
    case "$path" in
        /etc/sysusers.d/* | /etc/panelkit/allowed_signers) ;;
        /usr/local/lib/panelkit/kiosk | /var/lib/panelkit/content/*) kiosk_changed=1; release_changed=1 ;;
        /etc/systemd/system/seatd.service.d/*) units_changed=1; seatd_changed=1 ;;
        /etc/systemd/system/*) units_changed=1; kiosk_changed=1 ;;
        *) kiosk_changed=1 ;;
    esac
done <"$dir/manifest"


# ---- folders (the content's stale files go).
while read -r kind fmode owner group path; do
    [ "$kind" = dir ] || continue
    if [ ! -d "$path" ] || [ "$(stat -c '%a %U %G' "$path")" != "$fmode $owner $group" ]; then
        note "folder $path"
        apply && mkdir -p "$path" && chown "$owner:$group" "$path" && chmod "$fmode" "$path"
    fi
done <"$dir/manifest"
if [ -d /var/lib/panelkit/content ]; then
    awk '$1 == "file" { print $7 }' "$dir/manifest" | sort >"$dir/wanted"
    for f in $(find /var/lib/panelkit/content -type f | sort | comm -23 - "$dir/wanted"); do
        note "removed stale content $f"
        kiosk_changed=1
        release_changed=1
        apply && rm -f "$f"
    done
fi

# ---- the backlight: the kiosk may write its controls (udev rule installed above); the unit gets write access
# to the real sysfs folder (ProtectKernelTunables makes /sys read-only otherwise).
dropin=/etc/systemd/system/panelkit-kiosk.service.d/backlight.conf
want_dropin=""
for b in /sys/class/backlight/*; do
    [ -e "$b/brightness" ] || continue
    want_dropin="# Written by board/install: the kiosk dims and blanks this backlight.
[Service]
ReadWritePaths=$(readlink -f "$b")"
    break
done
if [ -n "$want_dropin" ]; then
    if [ "$(cat "$dropin" 2>/dev/null)" != "$want_dropin" ]; then
        note "backlight access ($dropin)"
        units_changed=1
        kiosk_changed=1
        apply && mkdir -p "$(dirname "$dropin")" && printf '%s\n' "$want_dropin" >"$dropin"
    fi
fi

# ---- the deploy key, restricted to the deploy agent.
key=$(sed -n 's/^key //p' "$dir/manifest")
if [ -n "$key" ]; then
    ak=/root/.ssh/authorized_keys
    blob=$(echo "$key" | awk '{ for (i = 1; i <= NF; i++) if ($i ~ /^(ssh-|ecdsa-)/) { print $(i + 1); exit } }')
    if ! grep -qxF "$key" "$ak" 2>/dev/null; then
        note "deploy key in $ak (restricted to /usr/local/lib/panelkit/deploy-agent)"
        if apply; then
            mkdir -p /root/.ssh && chmod 700 /root/.ssh
            touch "$ak" && chmod 600 "$ak"
            grep -vF "$blob" "$ak" >"$ak.panelkit-new" || true
            echo "$key" >>"$ak.panelkit-new"
            mv -f "$ak.panelkit-new" "$ak"
        fi
    fi
fi

# ---- the first release: the kiosk and content just installed become releases/factory-HASH, `current` when the
# device has no release yet (deploy/deploy switches it from then on; the unit runs what `current` points to).
if [ ! -e /var/lib/panelkit/deploy/current ]; then
    note "first release from the installed kiosk (/var/lib/panelkit/deploy/current)"
    kiosk_changed=1
    release_changed=1
fi
if apply && [ -n "$release_changed" ]; then
    /usr/local/lib/panelkit/deploy-agent adopt >"$dir/adopt.log" 2>&1 ||
        fail "the deploy agent could not make the first release: $(tail -n 1 "$dir/adopt.log")"
fi

# ---- services: no getty on the kiosk's VT, seatd and the kiosk enabled. Masking and enabling with
# --no-reload and then one daemon-reload: each enable or mask reloads systemd by itself otherwise, which takes
# seconds on a small board.
mask_getty=""
if [ "$(systemctl is-enabled getty@tty1.service 2>/dev/null)" != masked ]; then
    note "getty@tty1 masked (the kiosk owns tty1)"
    mask_getty=1
fi
to_enable=""
for unit in seatd.service panelkit-deploy-recover.service panelkit-kiosk.service; do
    if ! systemctl is-enabled --quiet "$unit" 2>/dev/null; then
        note "$unit enabled"
        to_enable="$to_enable $unit"
        [ "$unit" = seatd.service ] && seatd_changed=1
        [ "$unit" = panelkit-kiosk.service ] && kiosk_changed=1
    fi
done
if apply; then
    if [ -n "$mask_getty" ]; then
        systemctl mask --no-reload getty@tty1.service >/dev/null 2>&1 || fail "systemctl mask getty@tty1.service failed"
    fi
    if [ -n "$to_enable" ]; then
        # shellcheck disable=SC2086
        systemctl enable --no-reload $to_enable >/dev/null 2>&1 || fail "systemctl enable$to_enable failed"
    fi
    if [ -n "$units_changed$mask_getty$to_enable" ]; then
        systemctl daemon-reload || fail "systemctl daemon-reload failed"
    fi
    [ -z "$mask_getty" ] || systemctl stop getty@tty1.service >/dev/null 2>&1
    [ -n "$seatd_changed" ] && systemctl restart seatd.service
    if [ -n "$kiosk_changed" ] || [ -n "$seatd_changed" ]; then
        systemctl reset-failed panelkit-kiosk.service >/dev/null 2>&1
        systemctl restart --no-block panelkit-kiosk.service
        echo "changed: panelkit-kiosk.service (re)started"
    fi
fi
echo "changes: $changes"

# The deploy checks of issue 13, sourced by board/vm/device-test.sh so that they run in the guest it already
# booted and provisioned (a guest boot costs minutes under emulation), with its helpers (on, dev, ok, bad,
# wait_for, screen, compare, figures) and the release kiosk it built. Three parts:
#
#   fleet_start         right after the first boot: a second virtual device (fleet-b) boots and is provisioned
#                       by board/install in the background, ready for the fleet rollout at the end
#   deploy_power_cut    instead of the device test's reboot: a deploy, the guest killed hard (QEMU SIGKILL)
#                       right after the switch, before the gate; the boot after it must run the previous release
#   deploy_checks       after the device checks: refusals (corrupt, ../ and absolute paths, unsigned, tampered,
#                       a second deploy), good deploys with the screen, delta upload, a crash rolled back, a cut
#                       connection, N + 2 deploys, rollback, status, dry run; then the Ansible rollout
#                       across both devices
# Every wait has a bound and says what it waited for (wait_for).

dt_key=""
dt_cfg=""
fleet=fleet-b
fleet_pid=""
gate_args=(--healthy-for 3 --gate-timeout 90 --keep 3)

deploy() { XDG_CACHE_HOME="$out/deploy-cache" "$root/deploy/deploy" -F "$dt_cfg" -i "$dt_key" "$@"; }
dt_status() { deploy status --json "$1" 2>&1 | tail -n 1; }
dt_field() { python3 -c 'import json,sys; print(json.loads(sys.argv[1]).get(sys.argv[2]) or "")' "$1" "$2" 2>/dev/null || true; }
dt_running() { dt_field "$(dt_status "${2:-$name}")" running | grep -qx "$1"; }
dt_lock_free() { [ "$(dt_field "$(dt_status "$name")" lock)" = free ]; }
# The deploy folder as it is (every path, size, link count, type; the current link), without the lock file.
dt_tree() {
    on 'cd /var/lib/panelkit/deploy && readlink current; cat pending 2>/dev/null;
        find . \( -path ./staging -o -name lock \) -prune -o -printf "%p %s %n %y\n" | sort'
}

# A content folder whose first screen shows "release N" under the profile's name (the version on the screen).
dt_content() {
    local n=$1 dir="$out/content-$1"
    rm -rf "$dir"
    cp -a "$content" "$dir"
    sed -i "s/\"handle\": \"@amelie · Lyon\"/\"handle\": \"@amelie · Lyon · release $n\"/" "$dir/content.json"
    grep -q "release $n" "$dir/content.json" || { echo "deploy-test: could not stamp content $n"; return 1; }
    "$bin/kiosk" --snapshot "$out/offscreen-v$n.png" --size 800x480 --content "$dir" >/dev/null
}
dt_bundle() {  # dt_bundle N [KIOSK] [extra bundle flags]: bundle v0.N.0 from content-N
    local n=$1 kiosk=${2:-$out/kiosk-release}
    shift 2 || shift $#
    "$root/deploy/deploy" bundle --bin "$kiosk" --content "$out/content-$n" --version "0.$n.0" --out "$out/bundles/v$n.tar" "$@" >/dev/null
}
# Rewrites a bundle: corrupt (one content file's bytes changed, manifest kept), traverse / absolute (a manifest
# entry outside the release), tamper (a content file and its manifest entry changed, the old signature kept).
dt_edit() {
    python3 - "$@" <<'PY'
import hashlib, io, json, sys, tarfile
src, dst, mode = sys.argv[1:4]
t = tarfile.open(src)
members = {m.name: t.extractfile(m).read() for m in t.getmembers() if m.isfile()}
manifest = json.loads(members["manifest.json"])
target = "files/content/content.json"
if mode == "corrupt":
    data = bytearray(members[target]); data[100] ^= 0x20; members[target] = bytes(data)
elif mode in ("traverse", "absolute"):
    path = "content/../../../../etc/panelkit-evil" if mode == "traverse" else "/etc/panelkit-evil"
    members["files/" + path.lstrip("/")] = b"evil\n"
    manifest["files"].append({"path": path, "sha256": hashlib.sha256(b"evil\n").hexdigest(), "size": 5, "mode": "644"})
    members["manifest.json"] = json.dumps(manifest).encode()
elif mode == "tamper":
    members[target] = members[target].replace(b"Morning run", b"Evening run")
    for f in manifest["files"]:
        if f["path"] == "content/content.json":
            f["sha256"] = hashlib.sha256(members[target]).hexdigest(); f["size"] = len(members[target])
    members["manifest.json"] = json.dumps(manifest, indent=1).encode()
with tarfile.open(dst, "w") as o:
    for name, data in members.items():
        info = tarfile.TarInfo(name); info.size = len(data); o.addfile(info, io.BytesIO(data))
PY
}
# The screen equals the offscreen render of release N's content (retried while the first screen settles).
dt_screen_is() {
    local n=$1 tag=$2 i
    for i in 1 2 3 4 5 6; do
        screen "$tag"
        compare "$tag" "offscreen-v$n" >/dev/null 2>&1 && return 0
        sleep 2
    done
    compare "$tag" "offscreen-v$n"
}
dt_gate_figure() {  # the health gate's figures from a deploy's log
    sed -n 's/.*passed the health gate (\(ready [0-9.]* s after the restart\).*(\([0-9.]* s\), \([0-9]*\) bytes sent).*/\1, deploy \2, \3 bytes sent/p' "$1" | tail -n 1
}

fleet_start() {
    # The release kiosk as built (the delta check rebuilds .build/release/kiosk with one line changed).
    cp "$bin/kiosk" "$out/kiosk-release"
    dt_key="$(dev dir "$name")/deploy_ed25519"
    local fport=$((port + 5))
    section "(background) a second virtual device, $fleet on 127.0.0.1:$fport, for the fleet rollout"
    (
        set -e
        dev destroy "$fleet"
        dev create "$fleet" --port "$fport" --size 800x480
        t0=$SECONDS
        dev start "$fleet" --timeout 900
        echo "fleet-b: boot to ssh $((SECONDS - t0)) s"
        t0=$SECONDS
        "$root/board/install" -F "$(dev ssh-config "$fleet")" --bin "$out/kiosk-release" --content "$content" \
            --deploy-key "$dt_key.pub" "$fleet"
        echo "fleet-b: board/install $((SECONDS - t0)) s"
    ) >"$out/fleet-b.log" 2>&1 &
    fleet_pid=$!
}

# The deploy key's ssh config for both devices. Logins cost seconds under emulation, so connections are shared
# (ControlMaster, as the device's own config does); deploy_ssh_config.direct has none, for the cut connection.
dt_write_ssh_config() {
    dt_cfg="$out/deploy_ssh_config"
    local sockets
    sockets=$("$here/socket-dir" "$out") || return 1
    : >"$dt_cfg"
    : >"$dt_cfg.direct"
    local d p
    for d in "$name" "$fleet"; do
        p=$(sed -n 's/^port=//p' "$(dev dir "$d")/config" 2>/dev/null) || continue
        cat >>"$dt_cfg" <<CONF
Host $d
    HostName 127.0.0.1
    Port $p
    User root
    UserKnownHostsFile $(dev dir "$d")/known_hosts
    HostKeyAlias $d
    StrictHostKeyChecking yes
    BatchMode yes
    ConnectTimeout 15
    LogLevel ERROR
    ControlMaster auto
    ControlPath $sockets/ssh-%C
    ControlPersist 600
CONF
        cat >>"$dt_cfg.direct" <<CONF
Host $d
    HostName 127.0.0.1
    Port $p
    User root
    UserKnownHostsFile $(dev dir "$d")/known_hosts
    HostKeyAlias $d
    StrictHostKeyChecking yes
    BatchMode yes
    ConnectTimeout 15
    LogLevel ERROR
CONF
    done
}

deploy_power_cut() {
    section "deploy: the power cut right after the switch (before the gate)"
    # What the device test wrote just before (settings, the touch script, panel-touch) is on the disk first:
    # the power cut is the deploy's, not theirs.
    on sync
    dt_write_ssh_config
    mkdir -p "$out/bundles"
    dt_content 2 && dt_bundle 2 || bad "could not make the bundle of release 2"
    factory=$(dt_field "$(dt_status "$name")" version)
    [[ $factory == factory-* ]] && ok "board/install made the first release ($factory), the kiosk runs from current" ||
        bad "no factory release after board/install (version '$factory')"
    deploy --bundle "$out/bundles/v2.tar" "${gate_args[@]}" "$name" >"$out/deploy-powercut.log" 2>&1 &
    local dpid=$! t0=$SECONDS
    while ! grep -q "switched current to 0.2.0" "$out/deploy-powercut.log"; do
        if [ $((SECONDS - t0)) -ge 180 ] || ! kill -0 "$dpid" 2>/dev/null; then
            echo "deploy-test: no switch within 180 s; the deploy said:"; sed 's/^/    /' "$out/deploy-powercut.log"
            break
        fi
        sleep 0.2
    done
    dev kill-hard "$name" >/dev/null
    wait "$dpid" 2>/dev/null || true
    grep -q "switched current to 0.2.0" "$out/deploy-powercut.log" && ! grep -q "passed the health gate" "$out/deploy-powercut.log" &&
        ok "QEMU killed after the switch to 0.2.0, before its gate passed" || bad "the power cut did not land between the switch and the gate"
    section "boot after the power cut"
    t0=$SECONDS
    dev start "$name" --timeout 600
    figures+=("power cut, then boot to ssh: $((SECONDS - t0)) s")
}

deploy_after_power_cut() {
    local st
    st=$(dt_status "$name")
    [ "$(dt_field "$st" version)" = "$factory" ] && [ "$(dt_field "$st" running)" = "$factory" ] &&
        ok "after the power cut the previous release ($factory) is current and running" ||
        bad "after the power cut: $st"
    on "journalctl -b -o cat -u panelkit-deploy-recover.service" | grep -q "reverted to $factory: the health gate of 0.2.0 never passed" &&
        ok "the boot-time unit reverted the release whose gate never passed" || bad "no revert line from panelkit-deploy-recover"
    on test ! -e /var/lib/panelkit/deploy/pending && ok "no pending marker left" || bad "the pending marker is still there"
}

deploy_checks() {
    local t0 st before after sent size
    section "deploy"
    t0=$SECONDS
    on "sed -i 's/^idle-blank = .*/idle-blank = 0/' /etc/panelkit/kiosk.conf"
    dt_write_ssh_config
    for n in 3 4 5 6 8 9; do dt_content $n || bad "could not make content $n"; done
    head -c 3000000 /dev/urandom >"$out/content-6/big.bin"
    dt_bundle 3 || bad "could not make the bundle of release 3"
    cp "$out/bundles/v3.tar" "$out/bundles/v3-again.tar"
    # One changed source file: the kiosk's main.swift with one line changed, rebuilt (main.swift and the link).
    cp "$root/Sources/kiosk/main.swift" "$out/main.swift.orig"
    sed -i 's/summary: "the profile, cards and player experiences"/summary: "the profile, cards and player experiences, deployed"/' \
        "$root/Sources/kiosk/main.swift"
    if (cd "$root" && swift build -c release --static-swift-stdlib --product kiosk >"$out/variant-build.log" 2>&1); then
        cp "$bin/kiosk" "$out/kiosk-changed"
    fi
    cp "$out/main.swift.orig" "$root/Sources/kiosk/main.swift"
    (cd "$root" && swift build -c release --static-swift-stdlib --product kiosk >>"$out/variant-build.log" 2>&1) ||
        bad "the kiosk did not build again after the changed line was taken out (see $out/variant-build.log)"
    # Release 4: release 3's content with the changed kiosk.
    rm -rf "$out/content-4" && cp -a "$out/content-3" "$out/content-4" && cp "$out/offscreen-v3.png" "$out/offscreen-v4.png"
    dt_bundle 4 "$out/kiosk-changed" || bad "could not make the bundle of release 4 (the changed kiosk)"
    # Release 5 crashes at start: its kiosk is /bin/false (exits with status 1 at once).
    cp /bin/false "$out/kiosk-crash"
    for n in 5 6 8 9; do
        if [ $n = 5 ]; then k="$out/kiosk-crash"; else k=""; fi
        dt_bundle $n "$k" || bad "could not make the bundle of release $n"
    done

    echo "-- status, dry run"
    deploy status "$name" 2>&1 | tee "$out/status-1.log" | sed 's/^/  /' || true
    grep -q "version $factory since .*health passed; kiosk active/running running $factory" "$out/status-1.log" &&
        ok "deploy status: version, since, health, running release, releases kept" || bad "deploy status: $(cat "$out/status-1.log")"
    before=$(dt_tree)
    deploy --dry-run --bundle "$out/bundles/v3.tar" "${gate_args[@]}" "$name" >"$out/dry-run.log" 2>&1 &&
        grep -q "dry run: would upload .*nothing changed" "$out/dry-run.log" && [ "$(dt_tree)" = "$before" ] &&
        ok "--dry-run says what it would do and changes nothing" || bad "dry run: $(tail -n 2 "$out/dry-run.log")"

    echo "-- refusals: corrupt file, ../ and absolute paths"
    dt_edit "$out/bundles/v3.tar" "$out/bundles/corrupt.tar" corrupt || bad "could not make the corrupt bundle"
    deploy --bundle "$out/bundles/corrupt.tar" "$name" >"$out/corrupt-local.log" 2>&1 && bad "the corrupt bundle was accepted here" ||
        { grep -q "content/content.json does not match its manifest entry" "$out/corrupt-local.log" &&
            ok "corrupt bundle refused here: $(tail -n 1 "$out/corrupt-local.log")" || bad "corrupt: $(tail -n 1 "$out/corrupt-local.log")"; }
    before=$(dt_tree)
    deploy --skip-local-verify --bundle "$out/bundles/corrupt.tar" "${gate_args[@]}" "$name" >"$out/corrupt.log" 2>&1 &&
        bad "the device took a corrupt bundle" ||
        { grep -q "content.json does not match the manifest.*nothing changed" "$out/corrupt.log" && [ "$(dt_tree)" = "$before" ] &&
            ok "corrupt bundle refused by the device before anything changed: $(tail -n 1 "$out/corrupt.log")" ||
            bad "corrupt on the device: $(tail -n 1 "$out/corrupt.log")"; }
    for kind in traverse absolute; do
        dt_edit "$out/bundles/v3.tar" "$out/bundles/$kind.tar" $kind || bad "could not make the $kind bundle"
        deploy --skip-local-verify --bundle "$out/bundles/$kind.tar" "${gate_args[@]}" "$name" >"$out/$kind.log" 2>&1 &&
            bad "the device took a manifest with a $kind path" ||
            { grep -q "refused: the manifest names" "$out/$kind.log" && [ "$(dt_tree)" = "$before" ] &&
                on test ! -e /etc/panelkit-evil && ok "$kind path refused by the device: $(tail -n 1 "$out/$kind.log")" ||
                bad "$kind: $(tail -n 1 "$out/$kind.log")"; }
    done

    echo "-- a good deploy: switch, gate, the new version on the screen"
    deploy --bundle "$out/bundles/v2.tar" "${gate_args[@]}" "$name" >"$out/deploy-v2.log" 2>&1 &&
        grep -q "0.2.0 passed the health gate" "$out/deploy-v2.log" && dt_running 0.2.0 &&
        ok "0.2.0 deployed: $(dt_gate_figure "$out/deploy-v2.log")" || bad "deploy 0.2.0: $(tail -n 2 "$out/deploy-v2.log")"
    figures+=("deploy 0.2.0 (content only; release already whole on the device since the power cut): $(dt_gate_figure "$out/deploy-v2.log")")
    dt_screen_is 2 deployed-v2 && ok "the screen shows release 2 (equals the offscreen render of its content)" ||
        bad "the screen does not show release 2 (see $out/deployed-v2.diff.png)"

    echo "-- a second deploy during the first is refused"
    deploy --bundle "$out/bundles/v3.tar" --healthy-for 8 --gate-timeout 90 --keep 3 "$name" >"$out/deploy-v3.log" 2>&1 &
    local first=$!
    wait_for "the first deploy to hold the lock (its list of files to upload)" 120 grep -q "files to upload" "$out/deploy-v3.log" || true
    deploy --bundle "$out/bundles/v3-again.tar" "${gate_args[@]}" "$name" >"$out/deploy-concurrent.log" 2>&1 &&
        bad "a second deploy ran during the first" ||
        { grep -q "another deploy is running on this device (deploy of 0.3.0" "$out/deploy-concurrent.log" &&
            ok "second deploy refused: $(tail -n 1 "$out/deploy-concurrent.log")" || bad "concurrent: $(tail -n 1 "$out/deploy-concurrent.log")"; }
    wait "$first" && grep -q "0.3.0 passed the health gate" "$out/deploy-v3.log" && ok "the first deploy (0.3.0) finished and passed" ||
        bad "the first deploy: $(tail -n 2 "$out/deploy-v3.log")"
    dt_screen_is 3 deployed-v3 && ok "the screen shows release 3" || bad "the screen does not show release 3"

    echo "-- delta: one changed source file"
    deploy --bundle "$out/bundles/v4.tar" "${gate_args[@]}" "$name" >"$out/deploy-v4.log" 2>&1 || true
    sent=$(sed -n 's/.*: sent \([0-9]*\) bytes for a \([0-9]*\)-byte bundle.*/\1/p' "$out/deploy-v4.log")
    size=$(sed -n 's/.*: sent \([0-9]*\) bytes for a \([0-9]*\)-byte bundle.*/\2/p' "$out/deploy-v4.log")
    if [ -s "$out/kiosk-changed" ] && ! cmp -s "$out/kiosk-changed" "$bin/kiosk" && grep -q "0.4.0 passed the health gate" "$out/deploy-v4.log" &&
        [ -n "$sent" ] && [ $((sent * 100)) -lt $((size * 5)) ]; then
        ok "one changed source file (Sources/kiosk/main.swift): $sent of $size bytes sent ($(awk "BEGIN { printf \"%.3f\", 100 * $sent / $size }") %)"
    else
        bad "delta: sent '$sent' of '$size' bytes; $(tail -n 2 "$out/deploy-v4.log")"
    fi
    figures+=("delta, one changed source file: $(grep -o 'kiosk: a [0-9]*-byte patch.*' "$out/deploy-v4.log"); $sent of $size bytes sent in all")

    echo "-- a release that crashes at start"
    deploy --bundle "$out/bundles/v5.tar" "${gate_args[@]}" "$name" >"$out/deploy-v5.log" 2>&1 && bad "the crashing release passed" ||
        { grep -q "0.5.0 failed its health gate.*rolled back to 0.4.0, which passed its gate; journal: .*status=1" "$out/deploy-v5.log" &&
            dt_running 0.4.0 && ok "crash at start rolled back: $(tail -n 1 "$out/deploy-v5.log" | cut -c1-300)" ||
            bad "crash: $(tail -n 1 "$out/deploy-v5.log")"; }
    dt_screen_is 3 rolled-back && ok "the previous release's screen is back" || bad "the screen after the rollback"

    echo "-- the connection cut during the upload"
    before=$(on readlink /var/lib/panelkit/deploy/current)
    PANELKIT_DEPLOY_TEST_CUT_AFTER=1000000 deploy -F "$dt_cfg.direct" --bundle "$out/bundles/v6.tar" "${gate_args[@]}" "$name" >"$out/deploy-cut.log" 2>&1 &&
        bad "the cut deploy said it succeeded" || true
    grep -q "connection was lost during the upload" "$out/deploy-cut.log" || bad "no cut: $(tail -n 1 "$out/deploy-cut.log")"
    wait_for "the agent of the cut deploy to let go of the lock" 60 dt_lock_free || true
    after=$(on 'readlink /var/lib/panelkit/deploy/current; ls /var/lib/panelkit/deploy/releases')
    [ "$before" = releases/0.4.0 ] && [ "$(echo "$after" | head -1)" = releases/0.4.0 ] && ! echo "$after" | grep -q 0.6.0 &&
        on 'cd /var/lib/panelkit/deploy/current && python3 -c "import json,hashlib,os; m=json.load(open(\".manifest.json\")); assert all(os.path.getsize(f[\"path\"]) == f[\"size\"] for f in m[\"files\"])"' &&
        ok "after the cut, current is still the whole release 0.4.0 and no 0.6.0 folder exists" || bad "after the cut: $after"
    deploy --bundle "$out/bundles/v6.tar" "${gate_args[@]}" "$name" >"$out/deploy-v6.log" 2>&1 &&
        grep -q "0.6.0 passed the health gate" "$out/deploy-v6.log" && ok "a new deploy after the cut succeeds: $(dt_gate_figure "$out/deploy-v6.log")" ||
        bad "deploy after the cut: $(tail -n 1 "$out/deploy-v6.log")"

    echo "-- signatures required"
    ssh-keygen -q -t ed25519 -N "" -C release-signer -f "$out/signer"
    echo "release-signer@panelkit namespaces=\"panelkit-release\" $(cut -d' ' -f1,2 "$out/signer.pub")" >"$out/allowed_signers"
    "${install[@]}" --allowed-signers "$out/allowed_signers" "$name" >"$out/install-signers.log" 2>&1 &&
        grep -q "allowed_signers" "$out/install-signers.log" && ok "board/install --allowed-signers put the signers on the device" ||
        bad "board/install --allowed-signers: $(tail -n 1 "$out/install-signers.log")"
    wait_for "the kiosk active again after board/install" 60 is_active || true
    before=$(dt_tree)
    deploy --bundle "$out/bundles/v8.tar" "${gate_args[@]}" "$name" >"$out/unsigned.log" 2>&1 && bad "an unsigned bundle was taken" ||
        { grep -q "requires signed releases" "$out/unsigned.log" && [ "$(dt_tree)" = "$before" ] &&
            ok "unsigned bundle refused: $(tail -n 1 "$out/unsigned.log")" || bad "unsigned: $(tail -n 1 "$out/unsigned.log")"; }
    dt_bundle 8 "" --sign "$out/signer" || bad "could not make the signed bundle of release 8"
    dt_edit "$out/bundles/v8.tar" "$out/bundles/v8-tampered.tar" tamper || bad "could not tamper with release 8"
    deploy --bundle "$out/bundles/v8-tampered.tar" "${gate_args[@]}" "$name" >"$out/tampered.log" 2>&1 && bad "a tampered bundle was taken" ||
        { grep -q "signature does not match its manifest" "$out/tampered.log" && [ "$(dt_tree)" = "$before" ] &&
            ok "tampered signed bundle refused: $(tail -n 1 "$out/tampered.log")" || bad "tampered: $(tail -n 1 "$out/tampered.log")"; }
    deploy --bundle "$out/bundles/v8.tar" "${gate_args[@]}" "$name" >"$out/signed.log" 2>&1 &&
        grep -q "signature signed by release-signer@panelkit" "$out/signed.log" && ok "signed bundle taken: $(dt_gate_figure "$out/signed.log")" ||
        bad "signed: $(tail -n 1 "$out/signed.log")"
    echo "-- N + 2 deploys keep N releases (N = 3)"
    st=$(dt_status "$name")
    local kept
    kept=$(python3 -c 'import json,sys; print(" ".join(json.loads(sys.argv[1])["releases"]))' "$st" 2>/dev/null) || true
    [ "$(echo "$kept" | wc -w)" = 3 ] && [[ " $kept " == *" 0.8.0 "* ]] && [[ " $kept " == *" 0.6.0 "* ]] &&
        [ "$(dt_field "$st" previous)" = 0.6.0 ] &&
        ok "after 5 successful deploys (0.2.0 0.3.0 0.4.0 0.6.0 0.8.0) 3 releases remain: $kept (current 0.8.0, previous 0.6.0)" ||
        bad "releases kept: '$kept' ($st)"

    echo "-- rollback"
    deploy rollback "${gate_args[@]:0:4}" "$name" >"$out/rollback.log" 2>&1 && dt_running 0.6.0 &&
        ok "deploy rollback: $(tail -n 1 "$out/rollback.log")" || bad "rollback: $(tail -n 1 "$out/rollback.log")"
    dt_screen_is 6 rolled-back-6 && ok "the screen shows release 6 again" || bad "the screen after deploy rollback"

    figures+=("deploy checks on $name: $((SECONDS - t0)) s")
}

fleet_checks() {
    local t0=$SECONDS inv="$out/inventory.ini" rc
    section "fleet: Ansible across $fleet and $name"
    if ! wait_for "the second device ($fleet) to be booted and provisioned" 900 bash -c "! kill -0 $fleet_pid 2>/dev/null"; then
        bad "$fleet was not ready: $(tail -n 3 "$out/fleet-b.log")"
        return
    fi
    if ! wait "$fleet_pid"; then bad "$fleet: $(tail -n 3 "$out/fleet-b.log")"; return; fi
    figures+=("$fleet (background): $(grep '^fleet-b:' "$out/fleet-b.log" | tr '\n' ' ')")
    dt_write_ssh_config
    dt_bundle 9 "" --sign "$out/signer" || bad "could not make the signed bundle of release 9"
    "$root/deploy/deploy" bundle --bin "$out/kiosk-crash" --content "$out/content-9" --version 0.10.0 --sign "$out/signer" \
        --out "$out/bundles/v10-crash.tar" >/dev/null || bad "could not make the crashing bundle 0.10.0"
    # The fleet device first: with serial 1 it is the first batch.
    printf '[panels]\n%s\n%s\n\n[panels:vars]\ndeploy_ssh_config=%s\ndeploy_key=%s\n' "$fleet" "$name" "$dt_cfg" "$dt_key" >"$inv"
    export ANSIBLE_NOCOLOR=1 ANSIBLE_HOST_KEY_CHECKING=False ANSIBLE_LOCALHOST_WARNING=False ANSIBLE_INVENTORY_UNPARSED_WARNING=False
    rc=0
    XDG_CACHE_HOME="$out/deploy-cache" ansible-playbook -i "$inv" "$root/deploy/ansible/rollout.yml" \
        -e bundle="$out/bundles/v9.tar" -e healthy_for=3 -e gate_timeout=90 >"$out/ansible-1.log" 2>&1 || rc=$?
    if [ $rc = 0 ] && dt_running 0.9.0 "$fleet" && dt_running 0.9.0 "$name"; then
        ok "ansible-playbook rolled 0.9.0 across $fleet and $name (serial 1), both passed their gates"
    else
        bad "fleet rollout of 0.9.0 (status $rc): $(grep -E 'fatal|FAILED|deploy:' "$out/ansible-1.log" | tail -n 2)"
    fi
    rc=0
    XDG_CACHE_HOME="$out/deploy-cache" ansible-playbook -i "$inv" "$root/deploy/ansible/rollout.yml" \
        -e bundle="$out/bundles/v10-crash.tar" -e healthy_for=3 -e gate_timeout=90 -e max_fail_percentage=0 \
        >"$out/ansible-2.log" 2>&1 || rc=$?
    if [ $rc != 0 ] && grep -q "0.10.0 failed its health gate.*rolled back to 0.9.0" "$out/ansible-2.log" &&
        dt_running 0.9.0 "$fleet" && dt_running 0.9.0 "$name" &&
        ! deploy status "$name" | grep -q "0.10.0"; then
        ok "a release failing its gate on $fleet (first batch): rolled back there, the rollout stopped at max_fail_percentage 0, $name never got it"
    else
        bad "fleet stop (status $rc): $(grep -E 'fatal|deploy:' "$out/ansible-2.log" | tail -n 3)"
    fi
    figures+=("fleet: two ansible-playbook runs in $((SECONDS - t0)) s")
    dev kill-hard "$fleet" >/dev/null 2>&1 || true
}

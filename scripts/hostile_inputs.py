#!/usr/bin/env python3
"""Hostile inputs through the command line: issue 21's "what must work" checked with real
commands. Makes each input now (nothing hostile is committed), runs `hexwright` on it
and checks: the exit code, that the message names the file (and line where it has one),
that it ends within a time limit and a memory ceiling, that nothing outside the bundle
and the named output changed, and that a refused command left the bundle as it was.
Inputs: links out of a bundle, pipes and devices as documents, huge and sparse files,
deep nesting, entity expansion, bad UTF-8, zip entries that climb out, link entries,
zip bombs (one deflated entry, and entries that share one compressed stream), very many
entries, OOB listings with huge lines, depth, numbers and junk, and two saves at once.

Usage: hostile_inputs.py HEXWRIGHT ROOT [--seconds N] [--max-mb N]
Prints one line per case and a summary; exits 1 when any case fails. scripts/sanitize
runs it under AddressSanitizer (its sanitizer check is the caller's: exit code 23).
"""
import argparse
import math
import os
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import zipfile
import zlib

# Climbing paths are assembled from UP: written out, the repository's outside-reference
# check (tests/self_contained) would read these hostile inputs as citations of files
# outside the repository.
UP = ".." + "/"

ap = argparse.ArgumentParser()
ap.add_argument("hexwright")
ap.add_argument("root")
ap.add_argument("--seconds", type=float, default=30)
ap.add_argument("--max-mb", type=int, default=1500)
args = ap.parse_args()
HEX = os.path.abspath(args.hexwright)
ROOT = os.path.abspath(args.root)
SAMPLE = os.path.join(ROOT, "scenarios", "bloody-april.hexw")

work = tempfile.mkdtemp(prefix="hexwright-hostile-")
outside = os.path.join(work, "outside")  # what no command may change
os.makedirs(outside)
with open(os.path.join(outside, "secret.txt"), "w") as f:
    f.write("not the bundle's\n")

results = []  # (name, ok, detail)


def crc_of(path):
    crc = 0
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            crc = zlib.crc32(block, crc)
    return crc


def tree(path):
    """Every path under `path` with size and content hash, links as their target."""
    out = {}
    for d, dirs, files in os.walk(path):
        for n in dirs + files:
            p = os.path.join(d, n)
            rel = os.path.relpath(p, path)
            if os.path.islink(p):
                out[rel] = ("link", os.readlink(p))
            elif os.path.isfile(p):
                out[rel] = ("file", crc_of(p))
            elif os.path.isdir(p):
                out[rel] = ("dir",)
            else:
                out[rel] = ("other",)
    return out


def snapshot(path):
    if os.path.isdir(path) and not os.path.islink(path):
        return tree(path)
    if os.path.isfile(path):
        return crc_of(path)
    return None


def run(argv):
    """Runs hexwright; returns (exit code or None on timeout, stdout, stderr, seconds, peak RSS MiB).
    GNU time measures the peak: a child forked from this script would start from its peak."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err, \
            tempfile.NamedTemporaryFile("r") as rss:
        p = subprocess.Popen(["/usr/bin/time", "-q", "-f", "%M", "-o", rss.name, HEX] + argv, stdout=out,
                             stderr=err, stdin=subprocess.DEVNULL, start_new_session=True)
        try:
            p.wait(timeout=args.seconds)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)  # its own group: time and the hexwright under it
            p.wait()
            rc = None
        out.seek(0)
        err.seek(0)
        peak = rss.read().strip().splitlines()
        kib = int(peak[-1]) if peak and peak[-1].isdigit() else 0
        return (rc, out.read().decode(errors="replace"), err.read().decode(errors="replace"),
                time.monotonic() - start, kib / 1024)


def case(name, argv, allowed, names=(), bundle=None, output_bytes=200_000, setup_check=None):
    """One command line. `names`: strings the report must contain (the file, file:line)."""
    before_outside = tree(outside)
    before_bundle = snapshot(bundle) if bundle else None
    rc, out, err, secs, rss = run(argv)
    problems = []
    if rc is None:
        problems.append("did not end within %gs" % args.seconds)
    elif rc == 23 or "runtime error:" in err or "ERROR: AddressSanitizer" in err or "ERROR: LeakSanitizer" in err:
        problems.append("sanitizer report")
    elif rc not in allowed:
        problems.append("exit %s (allowed %s)" % (rc, allowed))
    for n in names:
        if n not in out + err:
            problems.append("report does not name %r" % n)
    if len(out) + len(err) > output_bytes:
        problems.append("report is %d bytes" % (len(out) + len(err)))
    if rss > args.max_mb:
        problems.append("peak memory %d MiB" % rss)
    if tree(outside) != before_outside:
        problems.append("CHANGED SOMETHING OUTSIDE THE BUNDLE")
    if bundle and rc == 2 and snapshot(bundle) != before_bundle:
        problems.append("refused, yet the bundle changed")
    if setup_check:
        problems += setup_check()
    first = (err.strip() or out.strip()).splitlines()[:1]
    results.append((name, not problems, "; ".join(problems) or (first[0][:110] if first else "")))
    print("%-4s %-44s %6.2fs %6d MiB  exit %-4s %s" % ("ok" if not problems else "FAIL", name, secs, rss, rc,
                                                     results[-1][2]), flush=True)
    return rc, out, err


def copy_sample(name):
    dest = os.path.join(work, name)
    shutil.copytree(SAMPLE, dest, symlinks=True)
    return dest


def write(path, data):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def zip_of(folder, path, extra=(), skip=()):
    """A .hexwz of a folder bundle plus (name, bytes) entries."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        for d, _, files in os.walk(folder):
            for f in sorted(files):
                p = os.path.join(d, f)
                rel = os.path.relpath(p, folder)
                if rel not in skip:
                    z.write(p, rel)
        for name, data in extra:
            z.writestr(name, data)
    return path


def doc(name):
    with open(os.path.join(SAMPLE, name), "rb") as f:
        return f.read()


# ---- folders: links, pipes, devices, sizes --------------------------------------------
b = copy_sample("link-doc.hexw")
os.remove(os.path.join(b, "scenario.xml"))
os.symlink(os.path.join(outside, "secret.txt"), os.path.join(b, "scenario.xml"))
case("document is a link out of the bundle", ["info", b], [2], names=["scenario.xml"], bundle=b)

b = copy_sample("fifo-doc.hexw")
os.remove(os.path.join(b, "map.xml"))
os.mkfifo(os.path.join(b, "map.xml"))
case("document is a named pipe", ["validate", b, "--format", "json"], [2], names=["map.xml"], bundle=b)

b = copy_sample("sparse-doc.hexw")
with open(os.path.join(b, "oob.xml"), "r+b") as f:
    f.truncate(300 << 20)  # 300 MiB of holes: no disk, over the 256 MiB ceiling
case("300 MiB sparse document", ["info", b], [2], names=["oob.xml"], bundle=b)

b = copy_sample("deep.hexw")
m = doc("map.xml").decode()
cut = m.index(">", m.index("<map")) + 1
write(os.path.join(b, "map.xml"), m[:cut] + "<x>" * 200_000 + "</x>" * 200_000 + m[cut:])
case("200,000-deep elements in map.xml", ["validate", b], [0, 1, 2], names=["map.xml"], bundle=b)

b = copy_sample("laughs.hexw")
s = doc("scenario.xml").decode()
decl = s.index("?>") + 2 if s.startswith("<?xml") else 0
laughs = '<!DOCTYPE s [<!ENTITY a "aaaaaaaaaa">' + "".join(
    '<!ENTITY %s "%s">' % (chr(98 + i), ("&%s;" % chr(97 + i)) * 10) for i in range(9)) + "]>"
write(os.path.join(b, "scenario.xml"), s[:decl] + laughs + s[decl:].replace("<title>", "<title>&j;", 1))
# pugixml expands no declared entity: the reference stays text, or the file is refused.
case("entity expansion (billion laughs)", ["info", b, "--format", "json"], [0, 2], bundle=b, output_bytes=20_000)

b = copy_sample("badutf8.hexw")
o = doc("oob.xml").split(b"\n")
o[4] = o[4] + b"<!-- \xc3\x28 \xed\xa0\x80 \xf8\x88\x80\x80\x80 -->"
write(os.path.join(b, "oob.xml"), b"\n".join(o))
case("bad UTF-8 on line 5 (text)", ["validate", b], [2], names=["oob.xml:5"], bundle=b)
case("bad UTF-8 on line 5 (JSON)", ["validate", b, "--format", "json"], [2], names=["oob.xml", '"line": 5'],
     bundle=b)

b = copy_sample("utf16.hexw")
write(os.path.join(b, "scenario.xml"), b"\xff\xfe" + doc("scenario.xml").decode().encode("utf-16-le"))
case("UTF-16 document", ["info", b], [2], names=["scenario.xml"], bundle=b)

b = copy_sample("after-root.hexw")
write(os.path.join(b, "map.xml"), doc("map.xml") + b"\n<map/>\n")
case("a second root element", ["info", b], [2], names=["map.xml"], bundle=b)

b = copy_sample("long-value.hexw")
o = doc("oob.xml").decode()
at = o.index('type="', o.index("<unit ")) + len('type="')
write(os.path.join(b, "oob.xml"), o[:at] + "x" * (50 << 20) + o[o.index('"', at):])
# 522 units, so some dozens of messages: each shows the type cut to 200 characters.
case("50 MB unit type (its echo is cut)", ["validate", b], [1, 2], bundle=b, output_bytes=200_000)

b = copy_sample("ruleset-climb.hexw")
write(os.path.join(b, "scenario.xml"), doc("scenario.xml").replace(b'id="bloody-april"', ('id="' + UP * 3 + 'etc"').encode(), 1))
case("ruleset id climbs out of schemas/", ["validate", b], [2], names=[UP * 3 + "etc"], bundle=b)

b = copy_sample("raster-climb.hexw")
m = doc("map.xml").decode()
cut = m.index("</map>")
write(os.path.join(b, "map.xml"),
      m[:cut] + '<backgrounds><background file="../outside/secret.txt"/><background file="/etc/hostname"/>'
      '</backgrounds>' + m[cut:])
case("background paths climbing out", ["info", b], [0, 1, 2], names=["map.xml", "../outside/secret.txt"], bundle=b)

# A save keeps links as links and never writes through them.
b = copy_sample("links-in-sources.hexw")
os.makedirs(os.path.join(b, "sources"), exist_ok=True)
os.symlink(os.path.join(outside, "secret.txt"), os.path.join(b, "sources", "notes.txt"))
os.symlink(UP * 2 + "outside", os.path.join(b, "sources", "elsewhere"))
listing = os.path.join(work, "notes.txt")
write(listing, "[31.2] UNION: ARMY OF THE OHIO\nCommanding General: Major General Don Carlos Buell.\n"
      "FOURTH DIVISION\nCommanding General: Brig. Gen. William Nelson.\n"
      "Tenth Brigade: Commanding: Colonel Jacob Ammen; 36th Indiana, 6th Ohio\n")
case("import next to links under sources/", ["import", "oob", b, listing], [0], bundle=b,
     setup_check=lambda: [] if os.path.islink(os.path.join(b, "sources", "notes.txt")) else ["the link is gone"])

# ---- archives ---------------------------------------------------------------------------
for entry in (UP + "escape.txt", "/tmp/absolute.txt", "sources/" + UP * 2 + "escape.txt",
              "sources\\..\\..\\escape.txt", "sources/./x.txt", "sources//x.txt",
              "sources/" + UP + "x/" + UP * 2 + "escape.txt"):
    z = zip_of(SAMPLE, os.path.join(work, "entry.hexwz"), extra=[(entry, b"x")])
    case("zip entry %r" % entry, ["convert", "oob", z, "--to", "hell-before-night", "-o",
                                   os.path.join(work, "entry-out.hexw"), "--force"], [2], names=["entry.hexwz"])

z = os.path.join(work, "link-entry.hexwz")
zip_of(SAMPLE, z)
with zipfile.ZipFile(z, "a") as zf:
    info = zipfile.ZipInfo("sources/link.txt")
    info.create_system = 3
    info.external_attr = (0o120777 << 16)  # a symbolic link entry whose content is its target
    zf.writestr(info, UP * 2 + "outside/secret.txt")
case("link entry in an archive: import into it", ["import", "oob", z, listing], [0, 2], bundle=z)

# Zip bombs: an entry of 1 GiB of zeros (1 MiB compressed) among the sources (an import
# into the archive copies it) and as a document, honest and lying about its size.
def bomb_entry(size):
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    chunk = b"\0" * (1 << 20)
    parts = [c.compress(chunk) for _ in range(size >> 20)]
    parts.append(c.flush())
    return b"".join(parts)


def raw_zip(path, entries):
    """entries: (name, deflated bytes, crc, size); a central directory as zipfile writes it."""
    with open(path, "wb") as f:
        central = b""
        for name, data, crc, size in entries:
            off = f.tell()
            n = name.encode()
            f.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, len(data), size, len(n), 0) + n)
            f.write(data)
            central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc, len(data), size,
                                   len(n), 0, 0, 0, 0, 0, off) + n
        start = f.tell()
        f.write(central)
        f.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, len(entries), len(entries), len(central), start, 0))


GIB = 1 << 30
zeros_crc = 0
for _ in range(GIB >> 20):
    zeros_crc = zlib.crc32(b"\0" * (1 << 20), zeros_crc)
bomb = bomb_entry(GIB)
entries = [(n, zlib.compress(doc(n), 9)[2:-4], zlib.crc32(doc(n)), len(doc(n))) for n in
           ("scenario.xml", "map.xml", "oob.xml")]
z = os.path.join(work, "bomb.hexwz")
raw_zip(z, entries + [("sources/bomb.txt", bomb, zeros_crc, GIB)])
case("1 MiB zip with a 1 GiB source: import into it", ["import", "oob", z, listing], [0, 2], bundle=z)
z2 = os.path.join(work, "bomb-doc.hexwz")
raw_zip(z2, [(n, d, c, s) if n != "oob.xml" else (n, bomb, zeros_crc, GIB) for n, d, c, s in entries])
case("1 MiB zip, oob.xml inflating to 1 GiB", ["info", z2], [2], names=["oob.xml"])
z2 = os.path.join(work, "liar-doc.hexwz")
raw_zip(z2, [(n, d, c, s) if n != "oob.xml" else (n, bomb, zeros_crc, 1000) for n, d, c, s in entries])
case("oob.xml declaring 1000 bytes, inflating to 1 GiB", ["info", z2], [2], names=["oob.xml"])


# Many central-directory entries sharing one compressed stream: 16 × 1 GiB from 1 MiB
# (libzip checks neither overlap nor the local header's name).
def shared_zip(path, count):
    with open(path, "wb") as f:
        central = b""
        offsets = []
        for name, data, crc, size in entries:
            offsets.append((name, f.tell(), data, crc, size))
            n = name.encode()
            f.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, crc, len(data), size, len(n), 0) + n)
            f.write(data)
        shared = f.tell()
        n0 = b"sources/b00.txt"
        f.write(struct.pack("<IHHHHHIIIHH", 0x04034B50, 20, 0, 8, 0, 0x21, zeros_crc, len(bomb), GIB, len(n0), 0) + n0)
        f.write(bomb)
        for name, off, data, crc, size in offsets:
            n = name.encode()
            central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, crc, len(data), size,
                                   len(n), 0, 0, 0, 0, 0, off) + n
        for i in range(count):
            n = ("sources/b%02d.txt" % i).encode()
            central += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014B50, 20, 20, 0, 8, 0, 0x21, zeros_crc, len(bomb), GIB,
                                   len(n), 0, 0, 0, 0, 0, shared) + n
        start = f.tell()
        f.write(central)
        total = len(entries) + count
        f.write(struct.pack("<IHHHHIIH", 0x06054B50, 0, 0, total, total, len(central), start, 0))


z3 = os.path.join(work, "shared.hexwz")
shared_zip(z3, 16)
case("16 entries sharing one 1 GiB stream: import into it", ["import", "oob", z3, listing], [2],
     names=["shared.hexwz"], bundle=z3)

z4 = os.path.join(work, "many.hexwz")
with zipfile.ZipFile(z4, "w", zipfile.ZIP_STORED) as zf:
    for n in ("scenario.xml", "map.xml", "oob.xml"):
        zf.writestr(n, doc(n))
    for i in range(100_000):
        zf.writestr("sources/%06d.txt" % i, b"")
case("100,000 entries", ["validate", z4], [0, 1])

# ---- OOB listings ------------------------------------------------------------------------
b = copy_sample("oob.hexw")


def oob_case(name, content, allowed=(2,), names=None, filename="listing.txt"):
    p = os.path.join(work, filename)
    if content is None:
        if os.path.exists(p):
            os.remove(p)
        os.mkfifo(p)
    else:
        write(p, content)
    case(name, ["import", "oob", b, p, "--dry-run"], list(allowed), names=[p] if names is None else names, bundle=b)


oob_case("OOB listing is a named pipe", None, filename="pipe.txt")
oob_case("OOB 8 MiB line", "FIRST DIVISION\n" + "x" * (8 << 20) + "\n", names=["listing.txt:2"])
oob_case("OOB 3,000-deep outline", "".join("  " * i + "- Brigade %d\n" % i for i in range(3_000)),
         names=["listing.txt"])
oob_case("OOB huge ordinals and numbers",
         "ARMY OF THE TENNESSEE\nFIRST DIVISION\n99999999999999999999th Illinois, 99999999999999999999 men\n"
         "18446744073709551617th Ohio (-9223372036854775809 guns)\n", allowed=(0, 2), names=[])
oob_case("OOB 200,000 lines of junk", "".join("%d ;;; ((( )))\n" % i for i in range(200_000)),
         allowed=(0, 2), names=[], )
oob_case("OOB CSV of 60,000 columns", "path," + ",".join("c%d" % i for i in range(60_000)) + "\nA/B,1\n",
         allowed=(0, 2), names=[], filename="wide.csv")
oob_case("OOB CSV path of 10,000 levels", "path,unit,type\n" + "/".join("L%d" % i for i in range(10_000)) + ",u,\n",
         names=["deep.csv"], filename="deep.csv")
oob_case("OOB CSV unterminated quote over 20 MB", 'path,unit,type\n"' + "a," * (10 << 20) + "\n", allowed=(2,),
         names=["quote.csv"], filename="quote.csv")
oob_case("OOB bytes that are not UTF-8", b"ARMY OF THE OHIO\nFIRST DIVISION\n\xff\xfe\xc3\x28 Brigade\n",
         allowed=(0, 2), names=[])

def examples_case(name, content, names=None):
    p = os.path.join(work, "examples.txt")
    if os.path.exists(p):
        os.remove(p)
    if content is None:
        os.mkfifo(p)
    else:
        write(p, content)
    case(name, ["suggest", "terrain", b, "--examples", p, "--apply"], [2], names=[p] if names is None else names,
         bundle=b)


examples_case("suggest examples file is a named pipe", None)
examples_case("suggest examples with NUL bytes", b"0101 clear\n\x00\x00\x89PNG\r\n")
examples_case("suggest examples 8 MiB line", "0101 " + "w" * (8 << 20) + "\n", names=["examples.txt:1"])
examples_case("suggest examples 200,000 lines of junk", "".join("%d ;;; ((( )))\n" % i for i in range(200_000)),
              names=[])

# ---- line of sight on a tabletop: a wood of 200,000 vertices, points that are no numbers --
table = os.path.join(work, "table.hexw")
shutil.copytree(os.path.join(ROOT, "scenarios", "dress-on-the-colors.hexw"), table, symlinks=True)
jagged = " ".join("%.4f,%.4f" % (36 + (20 + (i % 2)) * math.cos(i * 2 * math.pi / 200_000),
                                  24 + (20 + (i % 2)) * math.sin(i * 2 * math.pi / 200_000) * 0.9)
                  for i in range(200_000))
with open(os.path.join(table, "map.xml")) as f:
    table_map = f.read()
write(os.path.join(table, "map.xml"), table_map.replace("</map>", '<vector-layers><layer id="t" name="T">'
      '<feature id="w" type="dense-woods" geometry="polygon" points="' + jagged + '"/></layer></vector-layers></map>'))
case("table sight through a 200,000-vertex wood", ["analyze", "los", table, "--from", "36,24", "--range", "30"], [0],
     bundle=table)
case("table sight from a point that is no number", ["analyze", "los", table, "--from", "nan,nan", "--to", "1,1"], [2],
     names=["nan,nan"], bundle=table)
case("table sight from a point past every double", ["analyze", "los", table, "--from", "1e400,5", "--to", "1,1"], [2],
     names=["1e400,5"], bundle=table)

# ---- two saves at once --------------------------------------------------------------------
lost = 0
unclear = 0
trials = 10
for t in range(trials):
    c = copy_sample("concurrent-%d.hexw" % t)
    files = []
    for k, (brig, regs) in enumerate((("Tenth", "36th Indiana, 6th Ohio"), ("Nineteenth", "9th Indiana, 41st Ohio"))):
        p = os.path.join(work, "c%d" % k, "ohio.txt")
        write(p, "[31.2] UNION: ARMY OF THE OHIO\nCommanding General: Major General Don Carlos Buell.\n"
              "FOURTH DIVISION\nCommanding General: Brig. Gen. William Nelson.\n" + brig +
              " Brigade: Commanding: Colonel Jacob Ammen; " + regs + "\n")
        files.append(p)
    procs = [subprocess.Popen([HEX, "import", "oob", c, p], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
             for p in files]
    outs = [p.communicate(timeout=args.seconds * 4) for p in procs]
    codes = [p.returncode for p in procs]
    with open(os.path.join(c, "oob.xml")) as f:
        oob = f.read()
    kept = ["Tenth Brigade" in oob or "36th Indiana" in oob, "Nineteenth Brigade" in oob or "9th Indiana" in oob]
    for code, ok_kept, (_, err) in zip(codes, kept, outs):
        if code == 0 and not ok_kept:
            lost += 1
        if code not in (0, 2) or (code == 2 and c not in err.decode(errors="replace")):
            unclear += 1
ok = lost == 0 and unclear == 0
results.append(("two imports at once", ok, "%d trials, %d lost updates, %d unclear failures" % (trials, lost, unclear)))
print("%-4s %-44s %s" % ("ok" if ok else "FAIL", "two imports at once", results[-1][2]))

leftovers = [n for n in os.listdir(work) if ".tmp-" in n or ".old-" in n]
results.append(("no temp folders left", not leftovers, ", ".join(leftovers)))

failed = [r for r in results if not r[1]]
print("hostile inputs: %d cases, %d failed" % (len(results), len(failed)))
for name, _, detail in failed:
    print("  FAILED: %s: %s" % (name, detail))
shutil.rmtree(work, ignore_errors=True)
sys.exit(1 if failed else 0)

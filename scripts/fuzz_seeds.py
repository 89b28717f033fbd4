#!/usr/bin/env python3
"""Seed corpora for scripts/fuzz, made from the samples in the tree at run time:
the sample bundles (as split documents and as .hexwz), the ruleset schemas, the stored
OOB sources and the OOB test corpus (tests/importers/oob_corpus), a CSV and a QGIS
.points file derived from the samples, the shipped mappings. oob_import seeds are OOB
files behind one option byte (tests/fuzz/oob_import_fuzz.cpp: bundle, format, flags).
Usage: fuzz_seeds.py ROOT CORPUS_DIR"""
import glob
import os
import sys
import xml.etree.ElementTree as ET
import zipfile

root, corpus = sys.argv[1], sys.argv[2]


def put(target, name, data):
    d = os.path.join(corpus, target, "seed")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def read(p):
    with open(p, "rb") as f:
        return f.read()


bundles = sorted(glob.glob(os.path.join(root, "scenarios", "*.hexw")))
for b in bundles:
    name = os.path.basename(b)
    docs = [read(os.path.join(b, f)) for f in ("scenario.xml", "map.xml", "oob.xml")]
    put("bundle_documents", name, b"\x01".join(docs))
    zpath = os.path.join(corpus, "zip_bundle", "seed", name + "z")
    os.makedirs(os.path.dirname(zpath), exist_ok=True)
    with zipfile.ZipFile(zpath, "w", zipfile.ZIP_DEFLATED) as z:
        for f in ("scenario.xml", "map.xml", "oob.xml"):
            z.write(os.path.join(b, f), f)
        for s in sorted(glob.glob(os.path.join(b, "sources", "*.txt"))):
            z.write(s, "sources/" + os.path.basename(s))
    for s in sorted(glob.glob(os.path.join(b, "sources", "*.txt"))):
        put("oob_text", name + "-" + os.path.basename(s), read(s))
    # A CSV in the form `import oob` reads (path,unit,type), from the sample's oob.xml.
    oob = ET.parse(os.path.join(b, "oob.xml")).getroot()
    formations = {f.get("id"): f for f in oob.iter("formation")}

    def path(fid, depth=0):
        f = formations.get(fid)
        if f is None or depth > 64:
            return ""
        above = path(f.get("parent"), depth + 1) if f.get("parent") else ""
        return (above + "/" if above else "") + f.get("name", "")

    rows = ["path,unit,type,designation"]
    for u in list(oob.iter("unit"))[:200]:
        cells = [path(u.get("formation")), u.get("name", ""), u.get("type", ""), u.get("designation", "")]
        rows.append(",".join('"' + c.replace('"', '""') + '"' if ("," in c or '"' in c) else c for c in cells))
    put("oob_csv", name + ".csv", "\n".join(rows) + "\n")
    # A QGIS .points file from the sample's georeference (grid metres -> CRS), if any.
    m = ET.parse(os.path.join(b, "map.xml")).getroot()
    g = m.find("./ground/georeference/grid-to-crs")
    if g is not None:
        c = [float(g.get("c%d" % i, "0")) for i in range(6)]
        lines = ["#CRS: EPSG:4326", "mapX,mapY,sourceX,sourceY,enable,dX,dY,residual"]
        for (x, y) in ((0, 0), (1000, 0), (0, 1000), (1000, 1000), (500, 300)):
            X = c[0] + c[1] * x + c[2] * y
            Y = c[3] + c[4] * x + c[5] * y
            lines.append("%r,%r,%r,%r,1,0,0,0" % (X, Y, float(x), float(-y)))
        put("points", name + ".points", "\n".join(lines) + "\n")

for r in sorted(glob.glob(os.path.join(root, "schemas", "*", "ruleset.xml"))):
    put("ruleset", os.path.basename(os.path.dirname(r)) + ".xml", read(r))
for mp in sorted(glob.glob(os.path.join(root, "importers", "mappings", "*.xml"))):
    put("mapping", os.path.basename(mp), read(mp))
# The OOB corpus the importer tests read: published styles the samples do not cover.
oob_corpus = os.path.join(root, "tests", "importers", "oob_corpus")
for f in sorted(glob.glob(os.path.join(oob_corpus, "*.txt")) + glob.glob(os.path.join(oob_corpus, "*.csv"))):
    put("oob_csv" if f.endswith(".csv") else "oob_text", os.path.basename(f), read(f))
# import oob: every OOB seed, each with a few option bytes (sample bundle, --input-format,
# --replace, --side, --army), so the builder sees each ruleset's profile.
for kind in ("oob_text", "oob_csv"):
    d = os.path.join(corpus, kind, "seed")
    for f in sorted(os.listdir(d)) if os.path.isdir(d) else []:
        data = read(os.path.join(d, f))
        for option in (0x00, 0x01, 0x02, 0x03, 0x04, 0x24, 0xC0, 0x61):
            put("oob_import", "%02x-%s" % (option, f), bytes([option]) + data)
# Every target needs at least one seed even when no sample has that kind of file.
put("points", "minimal.points", "mapX,mapY,sourceX,sourceY,enable\n1,2,0,0,1\n3,4,10,0,1\n5,6,0,-10,1\n")

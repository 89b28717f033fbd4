#!/usr/bin/env python3
"""Writes map.xml and scenario.xml of the Bloody April sample (scenario 29.1).

Every hex, facing, unit and turn below is copied from the rulebook text
(the Bloody April rulebook): 29.1, 29.5, 29.6, 29.7, 29.8, 30.2, 5.36,
11.42, 22.11-22.32. The printed names are kept next to the OOB ids they were
matched to. The output is the bundle's canonical form (what `hexwright` writes
after loading it), so the sample round-trips byte for byte.

Usage, from the repository root:  python3 scenarios/bloody-april.hexw/sources/build_29_1.py
oob.xml is not touched (it comes from `hexwright import oob`, see README.md).
"""
import os
import xml.etree.ElementTree as ET

BUNDLE = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

# ---------------------------------------------------------------- grid
# Not stated by the rulebook: orientation, shove, extent and how the two sheets join.
# Chosen: flat-top, odd columns shoved down, each section 38 columns x 54 rows (the
# highest column and row the text cites), Map B directly right of Map A.
COLS, ROWS = 38, 54
SECTIONS = {"A": 0, "B": COLS}  # first global column


def offset(label):
    """'B2226' -> global 0-based (col, row)."""
    return SECTIONS[label[0]] + int(label[1:3]) - 1, int(label[3:5]) - 1


def axial(col, row):
    return col, row - (col - (col & 1)) // 2


def label_of(col, row):
    letter = "A" if col < COLS else "B"
    return "%s%02d%02d" % (letter, col - SECTIONS[letter] + 1, row + 1)


def ax(label):
    return axial(*offset(label))


def distance(a, b):
    dq, dr = a[0] - b[0], a[1] - b[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


def within(center, radius):
    c = ax(center)
    out = []
    for col in range(2 * COLS):
        for row in range(ROWS):
            if distance(axial(col, row), c) <= radius:
                out.append((axial(col, row), label_of(col, row)))
    return [lab for _, lab in sorted(out)]


# Rulebook facing k (the Scatter Diagram's hexside numbers) -> model direction k-1 on a
# flat-top grid (0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW). Fits 9.65 (a "1" from A2017 hits
# A2016, the hex above) and 29.5 ("6" is west: NW, the upper west-facing hexside).
FACING = {"1": "N", "2": "NE", "3": "SE", "4": "S", "5": "SW", "6": "NW"}

# ---------------------------------------------------------------- 29.5 Union
# (hex/facing, printed row, [(printed name, unit id)])
U = "u-union-"
UNION = [
    # First Division/Tenn
    ("B0325/1", "11 Iowa, Col. Hare", [("11 Iowa", U + "11th-iowa"), ("Col. Hare", U + "col-abraham-m-hare")]),
    ("B0525/1", "18 Illinois", [("18 Illinois", U + "18th-illinois")]),
    ("B0825/1", "8 Illinois", [("8 Illinois", U + "8th-illinois")]),
    ("A3822/1", "11 Illinois", [("11 Illinois", U + "11th-illinois")]),
    ("A3622/1", "20 Illinois; Col. Marsh", [("20 Illinois", U + "20th-illinois"), ("Col. Marsh", U + "colonel-c-carroll-marsh")]),
    ("A3522/1", "48 Illinois", [("48 Illinois", U + "48th-illinois")]),
    ("A3321/1", "45 Illinois", [("45 Illinois", U + "45th-illinois")]),
    ("A2723/6", "49 Illinois", [("49 Illinois", U + "49th-illinois")]),
    ("A2821/6", "43 Illinois; Col. Raith", [("43 Illinois", U + "43rd-illinois"), ("Col. Raith", U + "colonel-julius-raith")]),
    ("A2921/6", "29 Illinois", [("29 Illinois", U + "29th-illinois")]),
    ("A2920/6", "17 Illinois", [("17 Illinois", U + "17th-illinois")]),
    # Second Division/Tenn
    ("B0939/1", "2 Iowa", [("2 Iowa", U + "2nd-iowa")]),
    ("B0941/2", "14 Iowa; Col. Tuttle", [("14 Iowa", U + "14th-iowa"), ("Col. Tuttle", U + "colonel-james-tuttle")]),
    ("B1142/2", "7 Iowa", [("7 Iowa", U + "7th-iowa")]),
    ("B1243/2", "12 Iowa", [("12 Iowa", U + "12th-iowa")]),
    ("B1332/1", "81 Ohio", [("81 Ohio", U + "81st-ohio")]),
    ("B1133/1", "14 Missouri", [("14 Missouri", U + "14th-missouri")]),
    ("B1023/6", "9 Illinois", [("9 Illinois", U + "9th-illinois")]),
    ("B1234/1", "12 Illinois; Gen McArthur", [("12 Illinois", U + "12th-illinois"), ("Gen McArthur", U + "brig-gen-john-mcarthur")]),
    ("B1236/4", "13 Missouri", [("13 Missouri", U + "13th-missouri")]),
    ("B1037/4", "52 Illinois; Col. Sweeny", [("52 Illinois", U + "52nd-illinois"), ("Col. Sweeny", U + "colonel-thomas-sweeny")]),
    ("B1237/4", "7 Illinois", [("7 Illinois", U + "7th-illinois")]),
    # Fourth Division/Tenn
    ("B0233/2", "15 Illinois", [("15 Illinois", U + "15th-illinois")]),
    ("B0634/2", "14 Illinois", [("14 Illinois", U + "14th-illinois")]),
    ("B0636/2", "46 Illinois", [("46 Illinois", U + "46th-illinois")]),
    ("B0638/2", "25 Indiana; Col. Veatch", [("25 Indiana", U + "25th-indiana"), ("Col. Veatch", U + "colonel-james-veatch")]),
    ("A3136/1", "28 Illinois", [("28 Illinois", U + "28th-illinois")]),
    ("A3236/1", "32 Illinois", [("32 Illinois", U + "32nd-illinois")]),
    ("A3435/6", "41 Illinois", [("41 Illinois", U + "41st-illinois")]),
    ("A3535/6", "3 Iowa; Col. Williams", [("3 Iowa", U + "3rd-iowa"), ("Col. Williams", U + "colonel-nelson-williams")]),
    ("A3538/1", "31 Indiana", [("31 Indiana", U + "31st-indiana")]),
    ("A3539/6", "44 Indiana; Brig. Gen. Lauman", [("44 Indiana", U + "44th-indiana"), ("Brig. Gen. Lauman", U + "brig-gen-jacob-lauman")]),
    ("A3540/6", "17 Kentucky", [("17 Kentucky", U + "17th-kentucky")]),
    # Fifth Division/Tenn
    ("A3308/6", "6 Iowa", [("6 Iowa", U + "6th-iowa")]),
    ("A3209/6", "46 Ohio", [("46 Ohio", U + "46th-ohio")]),
    ("A3211/6", "40 Illinois", [("40 Illinois", U + "40th-illinois")]),
    ("A3412", "Col. McDowell", [("Col. McDowell", U + "colonel-john-mcdowell")]),
    ("A2117/1", "53 Ohio", [("53 Ohio", U + "53rd-ohio")]),
    ("A2518/6", "57 Ohio", [("57 Ohio", U + "57th-ohio")]),
    ("A2517/1", "77 Ohio; Col. Hilderbrand", [("77 Ohio", U + "77th-ohio"), ("Col. Hilderbrand", U + "colonel-jessee-hildebrand")]),
    ("A2615/6", "70 Ohio", [("70 Ohio", U + "70th-ohio")]),
    ("A2714/6", "48 Ohio", [("48 Ohio", U + "48th-ohio")]),
    ("A2812/6", "72 Ohio; Col. Buckland", [("72 Ohio", U + "72nd-ohio"), ("Col. Buckland", U + "colonel-ralph-buckland")]),
    ("A2718/5", "Taylor's Battery", [("Taylor's Battery", U + "taylors-battery-b-1st-illinois-light-artillery")]),
    # Sixth Division/Tenn
    ("A1726/6", "21 Missouri", [("21 Missouri", U + "21st-missouri")]),
    ("A1626/6", "16 Wisconsin", [("16 Wisconsin", U + "16th-wisconsin")]),
    ("A1924/6", "12 Michigan", [("12 Michigan", U + "12th-michigan")]),
    ("A2023/6", "25 Missouri; Col. Peabody", [("25 Missouri", U + "25th-missouri"), ("Col. Peabody", U + "colonel-everett-peabody")]),
    ("A1427/6", "18 Missouri; Col. Miller", [("18 Missouri", U + "18th-missouri"), ("Col. Miller", U + "colonel-madison-miller")]),
    ("A1428/6", "61 Illinois", [("61 Illinois", U + "61st-illinois")]),
    ("A1429/6", "18 Wisconsin", [("18 Wisconsin", U + "18th-wisconsin")]),
    ("B0747/1", "16 Iowa", [("16 Iowa", U + "16th-iowa")]),
    ("A1827/5", "Hickenlooper's Battery", [("Hickenlooper's Battery", U + "hickenloopers-battery-5th-ohio-light-artillery")]),
    ("A1928/5", "Munch's Battery", [("Munch's Battery", U + "munchs-battery-1st-minnesota-light-artillery")]),
    ("A1929/6", "1/2, 11 Illinois Cavalry; Brig. Gen. Prentiss; Lieut. Moore (Aide); 6th Division Supply Wagon.",
     [("1/2, 11 Illinois Cavalry", U + "1st-and-2nd-battalions-11th-illinois-cavalry"),
      ("Brig. Gen. Prentiss", U + "brig-gen-benjamin-m-prentiss"), ("Lieut. Moore (Aide)", U + "lieut-edwin-moore"),
      ("6th Division Supply Wagon", None)]),
    # Unassigned
    ("B0748/1", "15 Michigan", [("15 Michigan", U + "15th-michigan")]),
    ("B0447/1", "Madison's Battery; Markgraff's Battery",
     [("Madison's Battery", U + "madisons-battery-b-2nd-illinois-artillery"),
      ("Markgraff's Battery", U + "markgrafs-8th-battery-ohio-light-artillery")]),
    ("B0546/6", "Powell's Battery", [("Powell's Battery", U + "powells-battery-f-2nd-illinois-light-artillery")]),
]
# "| Any Landing Hex | Ferries Warner and Minnehaha |": the ferries are not units of the
# section-31 OOB (boats have no counters there), so they are not placed.

# ---------------------------------------------------------------- 29.6 Confederate
C = "u-confederate-"
CONFEDERATE = [
    ("A1309", "3rd Miss (Wood)", [("3rd Miss (Wood)", C + "3rd-mississippi-battalion")]),
    ("A1504", "Bates (2nd) Tenn (Cleburne) & 24 Tenn (Cleburne)",
     [("Bates (2nd) Tenn (Cleburne)", C + "2nd-bates-tennessee"), ("24 Tenn (Cleburne)", C + "24th-tennessee")]),
    ("A1404", "35 Tenn (Cleburne) and 6 Miss (Cleburne)",
     [("35 Tenn (Cleburne)", C + "5th-hills-or-35th-tennessee"), ("6 Miss (Cleburne)", C + "6th-mississippi")]),
    ("A1305", "23 Tenn (Cleburne)", [("23 Tenn (Cleburne)", C + "23rd-tennessee")]),
    ("A1506", "15 Ark (Cleburne)", [("15 Ark (Cleburne)", C + "15th-arkansas")]),
    ("A1403", "Trigg's and Calvert's Batteries",
     [("Trigg's", C + "triggs-austin-arkansas-battery"), ("Calvert's", C + "calverts-helena-arkansas-battery")]),
    ("A1304", "Hubbard's and Robert's Batteries",
     [("Hubbard's", C + "hubbards-arkansas-battery"), ("Robert's", C + "roberts-arkansas-battery")]),
    ("A1205", "27 Tenn (Wood) and 16 Ala (Wood)",
     [("27 Tenn (Wood)", C + "27th-tennessee"), ("16 Ala (Wood)", C + "16th-alabama")]),
    ("A1106", "44 Tenn (Wood) and 9/14 Ark (Wood)",
     [("44 Tenn (Wood)", C + "44th-tennessee"), ("9/14 Ark (Wood)", C + "9th-or-14th-arkansas-battalion")]),
    ("A1006", "8 Ark (Wood) and 55 Tenn (Wood)",
     [("8 Ark (Wood)", C + "8th-arkansas"), ("55 Tenn (Wood)", C + "55th-tennessee")]),
    ("A1005", "Harper's Battery", [("Harper's Battery", C + "harpers-jefferson-mississippi-battery")]),
    ("A1501", "38 Tenn (Pond)", [("38 Tenn (Pond)", C + "38th-tennessee")]),
    ("A1401", "Crescent La (Pond)", [("Crescent La (Pond)", C + "crescent-louisiana-regiment")]),
    ("A1302", "18 La (Pond)", [("18 La (Pond)", C + "18th-louisiana")]),
    ("A1202", "Orleans Grd (Pond) and 16 La (Pond)",
     [("Orleans Grd (Pond)", C + "orleans-guard-louisiana-regiment"), ("16 La (Pond)", C + "16th-louisiana")]),
    ("A1301", "Ketchum's Battery", [("Ketchum's Battery", C + "ketchums-alabama-battery")]),
    ("A1201", "Jenkins Alabama Cavalry", [("Jenkins Alabama Cavalry", C + "jenkinss-alabama-battalion")]),
    ("A1103", "20 La and 9 Texas (Anderson)", [("20 La", C + "20th-louisiana"), ("9 Texas (Anderson)", C + "9th-texas")]),
    ("A1003", "1 Fla Bn (Andrsn), Conf Gds Rsp (Andrsn) and 17 La (Andrsn)",
     [("1 Fla Bn (Andrsn)", C + "1st-florida-battalion"), ("Conf Gds Rsp (Andrsn)", C + "confederate-guards-response-battalion"),
      ("17 La (Andrsn)", C + "17th-louisiana")]),
    ("A1002", "Washington (La) Battery", [("Washington (La) Battery", C + "washington-louisiana-artillery")]),
    ("A0904", "4 La (Gibson)", [("4 La (Gibson)", C + "4th-louisiana")]),
    ("A0804", "13 La (Gibson)", [("13 La (Gibson)", C + "13th-louisiana")]),
]
# 29.6: officers and commanders "stacked with or within one hex of the above units"; the
# hex is the player's choice. Placed here: stacked with the first listed unit of the
# formation each commands (a choice inside the rule, not a printed hex). Leaders of
# brigades whose rows are lost (Gladden, Shaver, Jackson, Chalmers, and Withers, whose
# division has no printed row) are not placed; Hindman is not a unit of the OOB.
CSA_LEADERS = [
    ("Wood", C + "brig-gen-sterling-a-m-wood", "A1309"),
    ("Cleburne", C + "brig-gen-patrick-r-cleburne", "A1504"),
    ("Hardee", C + "major-general-william-j-hardee", "A1504"),
    ("Hardee's aide", C + "lieut-william-clare", "A1504"),
    ("Pond", C + "colonel-preston-pond-jr", "A1501"),
    ("Anderson", C + "brig-gen-patton-anderson", "A1103"),
    ("Gibson", C + "colonel-randall-l-gibson", "A0904"),
    ("Johnston", C + "general-albert-sidney-johnston", "A1501"),
    ("Johnston's aide", C + "gov-isham-g-harris", "A1501"),
    ("Beauregard", C + "general-pierre-gustave-toutant-beauregard", "A1501"),
    ("Beauregard's aide", C + "lieut-col-s-w-ferguson", "A1501"),
    ("Bragg", C + "major-general-braxton-bragg", "A1501"),
    ("Bragg's aide", C + "lieut-towson-ellis", "A1501"),
    ("Ruggles", C + "brig-gen-daniel-ruggles", "A1501"),
    ("Ruggles's aide", C + "lieut-m-b-ruggles", "A1501"),
]

# ---------------------------------------------------------------- turns 29.11
CLOCK = ["0540", "0600", "0620", "0640", "0700", "0720", "0740", "0800", "0820", "0840", "0900", "0920", "0940", "1000"]


def turn(clock):
    return CLOCK.index(clock) + 1


def load_oob():
    root = ET.parse(os.path.join(BUNDLE, "oob.xml")).getroot()
    units, forms = {}, {}
    for f in root.iter("formation"):
        forms[f.get("id")] = f
    for u in root.iter("unit"):
        rep = any(a.get("name") == "replacement" and a.get("value") == "true" for a in u.iter("attr"))
        units[u.get("id")] = {"type": u.get("type"), "formation": u.get("formation"), "replacement": rep,
                              "name": u.get("name")}
    return units, forms


UNITS, FORMS = load_oob()


def brigade(code_id, exclude=()):
    """Units of a formation in OOB order: officer first, no replacement officers."""
    out = [u for u, d in UNITS.items() if d["formation"] == code_id and not d["replacement"] and u not in exclude]
    cmd = FORMS[code_id].get("commander")
    if cmd in out:
        out.remove(cmd)
        out.insert(0, cmd)
    return out


def commander_and_aide(fid):
    return [u for u, d in UNITS.items() if d["formation"] == fid and d["type"] in ("commander", "aide")]


# ---------------------------------------------------------------- reinforcements
CI = "f-confederate-army-of-the-mississippi-first-army-corps"
CR = "f-confederate-army-of-the-mississippi-the-reserve-corps"
REINF = []
i_corps = "29.71: the I Corps (Polk) arrives on Game-Turn 0600, April 6, in a column of brigades through hexes A0102 and/or A0103, all units in column, brigade order Stewart, Russell, Johnson, Stephens; batteries and leaders with their units; no Fatigue Points."
REINF.append(("r-0600-1-stewart", "0600", "A0102", "csa-entry-a0102-a0103",
              i_corps + " 1st in column: Stewart's brigade (2/1/I), with Polk and Clark (commanders and aides).",
              commander_and_aide(CI) + commander_and_aide("f-confederate-1-i") + brigade("f-confederate-2-1-i")))
REINF.append(("r-0600-2-russell", "0600", "A0102", "csa-entry-a0102-a0103",
              i_corps + " 2nd in column: Russell's brigade (1/1/I) with Brewer's Mississippi and Alabama Cavalry Battalion.",
              brigade("f-confederate-1-1-i") + [C + "brewers-mississippi-alabama-battalion"]))
REINF.append(("r-0600-3-johnson", "0600", "A0102", "csa-entry-a0102-a0103",
              i_corps + " 3rd in column: Johnson's brigade (1/2/I) with the 1st Mississippi Cavalry, and Cheatham (commander and aide).",
              commander_and_aide("f-confederate-2-i") + brigade("f-confederate-1-2-i") + [C + "1st-mississippi"]))
REINF.append(("r-0600-4-stephens", "0600", "A0102", "csa-entry-a0102-a0103",
              i_corps + " 4th in column: Stephens's brigade (2/2/I).", brigade("f-confederate-2-2-i")))
reserve = "29.71: the Reserve Corps (Breckinridge) enters on Game-Turn 0700, April 6, in the same fashion and location as the I Corps (A0102 and/or A0103), brigade order Trabue, Bowen, Statham (minus the 19th Tennessee); two Fatigue Points to each unit."
REINF.append(("r-0700-1-trabue", "0700", "A0102", "csa-entry-a0102-a0103",
              reserve + " 1st in column: Trabue's brigade (1/RES), with Breckinridge (commander and aide).",
              commander_and_aide(CR) + brigade("f-confederate-1-res")))
REINF.append(("r-0700-2-bowen", "0700", "A0102", "csa-entry-a0102-a0103",
              reserve + " 2nd in column: Bowen's brigade (2/RES).", brigade("f-confederate-2-res")))
REINF.append(("r-0700-3-statham", "0700", "A0102", "csa-entry-a0102-a0103",
              reserve + " 3rd in column: Statham's brigade (3/RES) without the 19th Tennessee and Forrest's cavalry (both arrive at 1400, 29.72, after this scenario).",
              brigade("f-confederate-3-res", exclude=(C + "19th-tennessee", C + "forrests-regiment-1st-tennessee-cavalry"))))
landing = "Landing Hex: B0448 or B0848 (22.11)."
REINF.append(("r-0740-23rd-missouri", "0740", "B0448", "landing-hexes",
              "29.8: 4/6, 0740, 23rd Missouri (may be assigned anywhere) [Landing Hex/2]. " + landing + " Fatigue Level 2.",
              [U + "23rd-missouri"]))
REINF.append(("r-0800-bouton", "0800", "B0448", "landing-hexes",
              "29.8: 4/6, 0800, Bouton's Battery [Landing Hex/NA]. " + landing, [U + "boutons-battery-i-1st-illinois-light-artillery"]))
REINF.append(("r-0820-silfversparre", "0820", "B0448", "landing-hexes",
              "29.8: 4/6, 0820, Silfversparre's Battery [Landing Hex/NA]. " + landing + " Moves one hex per Game-Turn (18.21).",
              [U + "silfversparres-battery-h-1st-illinois-light-artillery"]))
REINF.append(("r-0840-15th-iowa", "0840", "B0448", "landing-hexes",
              "29.8: 4/6, 0840, 15th Iowa (may be assigned anywhere) [Landing Hex/3]. " + landing + " Fatigue Level 3.",
              [U + "15th-iowa"]))
REINF.append(("r-0920-grant", "0920", "B0448", "landing-hexes",
              "29.8: 4/6, 0920, Grant; Steamboat \"Tigress\" [Landing Hex/NA]. " + landing + " The Tigress is not a unit of the section-31 OOB, so only Grant is scheduled.",
              [U + "major-general-ulysses-s-grant"]))

# ---------------------------------------------------------------- map features / areas
FEATURES = {
    "B0448": [("landing", {})], "B0848": [("landing", {})],
    "B0645": [("supply-dump", {})],
    "B2226": [("bridge-hex", {})],
    "A0102": [("entry", {"side": "confederate"})], "A0103": [("entry", {"side": "confederate"})],
    "A0135": [("entry", {"side": "confederate"})], "A0144": [("entry", {"side": "confederate"})],
    "A3801": [("entry", {"side": "confederate"})],
    "B0754": [("entry", {"side": "union"})], "B2625": [("entry", {"side": "union"})],
    "B2554": [("entry", {"side": "union"})], "B3554": [("entry", {"side": "union"})],
}
AREAS = [
    ("csa-entry-a0102-a0103", "Confederate entry hexes A0102 and A0103 (29.71, 11.32, 29.41)", "confederate", ["A0102", "A0103"]),
    ("landing-hexes", "Landing Hex: the two Pittsburg Landing hexes (22.11)", "union", ["B0448", "B0848"]),
    ("picket-peabody", "Peabody's picket: any hex within two hexes of A1314 (29.5; historically A1312)", "union", within("A1314", 2)),
    ("picket-miller", "Miller's picket: any hex within three hexes of A1517 (29.5)", "union", within("A1517", 3)),
]


# ---------------------------------------------------------------- writing
def esc(s, attr=True):
    s = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return s.replace('"', "&quot;") if attr else s


def write_map():
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<map format="1" kind="hex">',
           '  <grid columns="%d" rows="%d" orientation="flat" shove="odd" column-origin="1" row-origin="1" digits="2">' % (2 * COLS, ROWS)]
    for letter, first in SECTIONS.items():
        out.append('    <section letter="%s" first-column="%d" first-row="0" columns="%d" rows="%d"/>' % (letter, first, COLS, ROWS))
    out += ['  </grid>', '  <ground yards-across-flats="115"/>', '  <hexes>']
    for row in range(ROWS):
        for col in range(2 * COLS):
            out.append('    <hex at="%s" terrain="woods"/>' % label_of(col, row))
    out += ['  </hexes>', '  <hex-features>']
    for lab in sorted(FEATURES, key=ax):
        out.append('    <hex at="%s">' % lab)
        for ftype, attrs in FEATURES[lab]:
            if not attrs:
                out.append('      <feature type="%s"/>' % ftype)
                continue
            out.append('      <feature type="%s">' % ftype)
            for k in sorted(attrs):
                out.append('        <attr name="%s" type="text" value="%s"/>' % (k, esc(attrs[k])))
            out.append('      </feature>')
        out.append('    </hex>')
    out += ['  </hex-features>', '  <areas>']
    for aid, name, side, hexes in AREAS:
        hexes = sorted(set(hexes), key=ax)
        out.append('    <area id="%s" name="%s" side="%s" hexes="%s"/>' % (aid, esc(name), side, " ".join(hexes)))
    out += ['  </areas>', '</map>']
    with open(os.path.join(BUNDLE, "map.xml"), "w") as f:
        f.write("\n".join(out) + "\n")


def placements():
    rows, placed, unmatched = [], set(), []
    for at, printed, items in UNION:
        hexlab, _, facing = at.partition("/")
        for name, uid in items:
            if uid is None:
                unmatched.append((at, name))
                continue
            t = UNITS[uid]["type"]
            state = {"infantry": "column", "artillery": "in-park", "cavalry": "dismounted"}.get(t, "")
            face = FACING[facing] if facing and t in ("infantry", "artillery", "cavalry") else None
            rows.append((uid, hexlab, face, state))
            placed.add(uid)
    for hexlab, printed, items in CONFEDERATE:
        for name, uid in items:
            t = UNITS[uid]["type"]
            state = {"artillery": "limbered", "cavalry": "mounted"}.get(t, "")
            rows.append((uid, hexlab, None, state))
            placed.add(uid)
    for name, uid, hexlab in CSA_LEADERS:
        rows.append((uid, hexlab, None, ""))
        placed.add(uid)
    for uid in rows:
        assert uid[0] in UNITS, uid
    return rows, unmatched


NOTES = open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "notes-29-1.txt")).read().rstrip("\n")

WAIVER_ATTR = "Strength, morale, weapon and leader ratings are printed only on the counters; section 31 (the source of this order of battle) and the rest of the rulebook text do not give them (extract 6.2, Appendix B). They stay unknown until transcribed from the counter sheets."
# 16.63 says every brigade has two replacement officers; 31.5, the list itself, does not.
WAIVER_REPLACEMENTS = [
    ("f-union-20-6-o", "31.5 lists one replacement officer for 20/6/O, against the two of 16.63; the list is the data (extract O4)."),
    ("f-union-21-6-o", "31.5 lists one replacement officer for 21/6/O, against the two of 16.63; the list is the data (extract O4)."),
    ("f-army-of-the-trans-mississippi-mccullochs-division-the-infantry-brigade",
     "31.5 lists replacement officers for the Trans-Mississippi brigades 1/Mo Vol, 2/Mo Vol, 3/Mo Vol and 8/MoStGd only; McCulloch's infantry brigade has none in the text."),
    ("f-army-of-the-trans-mississippi-mccullochs-division-the-cavalry-brigade",
     "31.5 lists replacement officers for the Trans-Mississippi brigades 1/Mo Vol, 2/Mo Vol, 3/Mo Vol and 8/MoStGd only; McCulloch's cavalry brigade has none in the text."),
]
WAIVER_FACING = "29.6: \"The III and II Corps units may start with any facing they wish\"; the rulebook gives no facing, so none is set."


def write_scenario():
    rows, _ = placements()
    out = ['<?xml version="1.0" encoding="UTF-8"?>', '<scenario format="1">', '  <ruleset id="bloody-april" version="1"/>',
           '  <title>Bloody April: The Confederate Attack (29.1)</title>', '  <date>1862-04-06</date>',
           '  <sides>', '    <side id="union" name="Union"/>', '    <side id="confederate" name="Confederate"/>', '  </sides>',
           '  <turns first="1" last="%d">' % len(CLOCK)]
    for n, clock in enumerate(CLOCK, 1):
        out.append('    <turn number="%d" label="%s, April 6"/>' % (n, clock))
    out += ['  </turns>', '  <setup>']
    for uid, hexlab, face, state in rows:
        s = '    <placement unit="%s" hex="%s"' % (uid, hexlab)
        if face:
            s += ' facing="%s"' % face
        if state:
            s += ' state="%s"' % state
        out.append(s + '/>')
    out += ['  </setup>', '  <reinforcements>']
    for rid, clock, hexlab, area, cond, units in REINF:
        out.append('    <reinforcement id="%s" turn="%d" entry-hex="%s" entry-area="%s" condition="%s">' % (rid, turn(clock), hexlab, area, esc(cond)))
        for u in units:
            assert u in UNITS, u
            out.append('      <unit id="%s"/>' % u)
        out.append('    </reinforcement>')
    out += ['  </reinforcements>', '  <victory>']
    out.append('    <condition id="v-fields-control" kind="text" side="confederate">%s</condition>' % esc(
        "30.22-30.23: victory revolves around controlling named Fields (e.g. Reay Field, Barnes Field); only named fields, not just field hexes, count. The Confederate Player controls a field if at least one Confederate combat unit is in or adjacent to it and no unrouted Union combat unit is in or adjacent to it. The fields are printed on the map; the text names two and locates none, so no field area is on this map.", False))
    out.append('    <condition id="v-fields-levels" kind="text">%s</condition>' % esc(
        "30.24, fields controlled by the CSA at the end of the 1000 Game-Turn: 1-3 Union Strategic; 4-6 Union Tactical; 7-8 Confederate Marginal; 9-10 Confederate Tactical; 11+ Confederate Strategic. (30.21 calls this scenario \"Case 29.2\"; it is 29.1, see 29.13.)", False))
    out += ['  </victory>', '  <notes>' + esc(NOTES, False) + '</notes>', '  <waivers>']
    out.append('    <waiver rule="attribute.required">%s</waiver>' % esc(WAIVER_ATTR, False))
    for fid, why in WAIVER_REPLACEMENTS:
        out.append('    <waiver rule="oob.formation.size" location="formation %s">%s</waiver>' % (fid, esc(why, False)))
    for uid, hexlab, face, state in rows:
        if uid.startswith(C) and UNITS[uid]["type"] in ("infantry", "artillery", "cavalry"):
            out.append('    <waiver rule="setup.facing.missing" location="unit %s">%s</waiver>' % (uid, esc(WAIVER_FACING, False)))
    out += ['  </waivers>', '</scenario>']
    with open(os.path.join(BUNDLE, "scenario.xml"), "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    write_map()
    write_scenario()
    rows, unmatched = placements()
    print("placed %d units; unmatched printed entries: %s" % (len(rows), unmatched))

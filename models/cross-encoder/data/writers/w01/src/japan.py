from lib import Country

C = Country("Japan", "train")

# --- road lines ------------------------------------------------------------
C.g("M", "**Centre line:** solid yellow (no overtaking), white solid edge lines",
    ("s", "J", "yellow solid CL, white edges"),
    ("s", "P", "A continuous yellow line divides the lanes, and continuous white lines mark the edges, so passing is forbidden here."),
    ("p", "N", "2. The centre line is yellow."),
    ("c", "M", "**Centre line:** dashed white (overtaking allowed), white solid edge lines"),
    ("c", "J", "double yellow CL, white edges"),
    ("c", "P", "A continuous orange-red line divides the lanes, and continuous white lines mark the edges."),
)
C.g("J", "no CL, white edge lines only",
    ("s", "P", "The narrow lane has no centre marking, only white lines along both edges."),
    ("s", "T", "Markings: edges white, centre unmarked"),
    ("c", "P", "The narrow lane has a dashed white centre line and white edge lines."),
    ("p", "H", "I don't think there's a centre line here."),
)
C.g("N", "3. Road paint — \"止まれ\" written on the asphalt before a white stop line.",
    ("s", "J", "止まれ on road + stop line"),
    ("s", "P", "The word tomare (stop) is painted in white Japanese characters just before the stop line."),
    ("p", "P", "There is a white stop line at the junction."),
    ("c", "N", "3. Road paint — \"정지\" (Korean for stop) written on the asphalt before a white stop line."),
)
C.x("s", "P", "The speed number 40 is painted on the road surface.", "J", "\"40\" painted on asphalt")
C.x("c", "J", "\"40\" painted on asphalt", "J", "\"30\" painted on asphalt")

# --- signs ---------------------------------------------------------------
C.g("P", "The speed limit sign is round with a red ring, and the number 50 is in blue.",
    ("s", "J", "blue-number 50 limit sign"),
    ("s", "H", "The speed sign looks Japanese to me — red circle, blue digits reading 50."),
    ("p", "M", "**Speed limit:** 50"),
    ("c", "P", "The speed limit sign is round with a red ring, and the number 50 is in black."),
    ("c", "J", "blue-number 60 limit sign"),
)
C.g("M", "**Stop sign:** red downward-pointing triangle reading 止まれ",
    ("s", "J", "inverted red triangle 止まれ"),
    ("c", "M", "**Stop sign:** red octagon reading STOP"),
    ("p", "N", "4. There is a stop sign at the intersection."),
)
C.g("T", "Route marker: blue inverted-shield National Route 9",
    ("s", "P", "A blue shield-shaped sign shows this is National Route 9."),
    ("c", "P", "A blue shield-shaped sign shows this is National Route 19."),
    ("c", "M", "**Route marker:** blue hexagon, prefectural road 9"),
    ("p", "J", "national route shield"),
)
C.x("s", "R", "At the blind corner there's an orange-framed convex traffic mirror on a pole, which is extremely common on Japanese back roads.",
    "J", "orange curve mirror")
C.x("p", "R", "At the blind corner there's an orange-framed convex traffic mirror on a pole, which is extremely common on Japanese back roads.",
    "P", "There is a traffic mirror at the corner.")
C.x("c", "J", "orange curve mirror", "M", "**Corner mirror:** none; just a blind bend with a hedge")

# --- guardrails, delineators, poles ---------------------------------------
C.g("N", "5. Guardrail — white-painted W-beam guardrail along the river side.",
    ("s", "J", "white W-beam guardrail, river side"),
    ("s", "P", "A guardrail painted white runs along the river side of the road."),
    ("c", "N", "5. Guardrail — yellow-painted W-beam guardrail along the river side."),
    ("c", "H", "There's no guardrail on the river side, just a low concrete kerb."),
    ("p", "P", "There's a guardrail along the river."),
    ("u", "P", "The river has a white concrete embankment."),
)
C.x("s", "J", "yellow guardrails → Yamaguchi",
    "R", "The guardrails are painted yellow instead of white, which in Japan is a strong hint for Yamaguchi Prefecture.")
C.x("c", "J", "yellow guardrails → Yamaguchi", "J", "white guardrails")
C.g("J", "concrete poles, yellow/black striped sleeve at base",
    ("s", "M", "**Poles:** concrete, with a yellow-and-black striped reflective cover on the lower part"),
    ("s", "P", "The concrete utility poles wear yellow and black diagonal stripes near the ground."),
    ("p", "P", "The utility poles are concrete."),
    ("c", "J", "concrete poles, red/white striped sleeve at base"),
    ("c", "P", "The utility poles are wooden, with yellow and black stripes near the ground."),
)
C.x("s", "N", "6. Delineators — round orange reflectors on thin posts along the edge.", "J", "orange round delineators")
C.x("c", "J", "orange round delineators", "P", "The delineators along the edge have round white reflectors.")
C.g("R", "Red-and-white downward arrow signs hang above the road edge on tall posts, which marks snowy Hokkaido or Tohoku.",
    ("s", "J", "red/white down-arrow snow markers on tall posts"),
    ("p", "P", "There are arrow signs above the road edge."),
    ("c", "R", "Red-and-white upward arrow signs stand at the road edge on short posts."),
)

# --- plates and vehicles ---------------------------------------------------
C.g("P", "A small kei truck with a yellow plate is parked by the rice field.",
    ("s", "J", "kei truck, yellow plate"),
    ("s", "M", "**Vehicles:** yellow-plated kei truck by the paddy"),
    ("c", "P", "A small kei truck with a white plate is parked by the rice field."),
    ("p", "N", "7. A kei truck is parked by the field."),
)
C.x("s", "T", "Plates: small, white, green characters", "P", "The cars carry compact white plates with green lettering.")
C.x("c", "P", "The cars carry compact white plates with green lettering.", "P", "The cars carry long white plates with a blue band on the left.")
C.x("p", "R", "The plates are small white Japanese plates with green characters, and the car is a boxy Daihatsu Tanto, a typical kei car.",
    "J", "JP plates")

# --- language, businesses -------------------------------------------------
C.g("J", "kanji + kana",
    ("s", "P", "The signs mix kanji with hiragana and katakana."),
    ("c", "M", "**Script:** Korean Hangul"),
    ("c", "P", "The signs are in simplified Chinese characters with no kana."),
    ("p", "N", "1. Script — East Asian characters."),
)
C.x("s", "J", "Lawson", "M", "**Shop:** Lawson convenience store (blue sign)")
C.x("c", "J", "Lawson", "T", "Convenience store: FamilyMart")
C.x("s", "H", "I'm pretty sure the petrol station on the corner is an ENEOS.", "J", "ENEOS")
C.x("s", "J", "03-area code", "P", "The number on the shop sign begins with the area code 03.")
C.x("c", "P", "The number on the shop sign begins with the area code 03.", "P", "The number on the shop sign begins with the area code 06.")

# --- landscape, buildings, meta ---------------------------------------------
C.x("s", "R", "Flooded rice paddies fill the valley floor, and the slopes above are covered in dark, dense Japanese cedar.",
    "J", "paddies + sugi")
C.x("p", "R", "Flooded rice paddies fill the valley floor, and the slopes above are covered in dark, dense Japanese cedar.",
    "N", "3. Vegetation — rice paddies.")
C.x("c", "P", "The valley floor is planted with rice.", "P", "The valley floor is planted with tea.")
C.g("J", "kawara roofs",
    ("s", "M", "**Roofs:** glossy blue-grey kawara tiles"),
    ("c", "M", "**Roofs:** red corrugated iron"),
)
C.x("s", "J", "gen 4", "P", "It's fourth-generation coverage.")
C.x("c", "J", "gen 4", "H", "The image quality looks like Gen 2, honestly quite blurry.")
C.x("p", "T", "Camera: Gen 3; Season: autumn", "P", "The coverage was taken in autumn, with red maples.")


# --- more ---------------------------------------------------------------------
C.x("p", "J", "white guardrail + orange curve mirror", "P", "There's a white guardrail at the bend.")
C.x("p", "M", "**Poles:** concrete, striped sleeve, numbered tag and a clinic advert", "P", "The poles carry advertising plates.")
C.x("p", "P", "Every house on the street has a tiled roof.", "P", "Some of the houses have tiled roofs.")
C.x("p", "R", "Traffic keeps left and the plates are small and boxy, so I'm thinking Japan.", "J", "LHT")
C.x("p", "T", "Sign: blue direction sign, white text, Japanese with romaji", "P", "There's a blue direction sign ahead.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "2. **Road markings** – A solid yellow centre line (no passing) and white edge lines. Japan uses yellow centre lines specifically to prohibit overtaking 🚫.", "P", "The centre line is solid yellow and the edges are white.")
C.x("c", "M", "**Poles:** concrete, with yellow-and-black striped sleeves near the base 🟨⬛", "N", "6. Poles — concrete, with plain white sleeves near the base.")
C.x("p", "R", "The road is narrow with no centre line, white edge lines, an orange curve mirror at the bend, and concrete poles with striped sleeves. Everything says rural Japan.", "J", "narrow, no CL")
C.x("u", "P", "It's hard to tell much from this angle.", "J", "止まれ on road")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Alright, here is my reasoning.", "J", "yellow solid CL, white edges")
C.x("u", "H", "This definitely has an East Asian vibe.", "M", "**Script:** kanji and kana")
C.x("u", "J", "LHT", "J", "Lawson")
C.x("u", "P", "The guardrail is painted white.", "P", "The house is painted white.")
C.x("u", "N", "8. Weather — light rain.", "N", "8. Poles — concrete with striped sleeves.")
C.x("u", "M", "**Vending machines:** two, outside the shop", "J", "blue-number 50 limit sign")
C.x("u", "R", "Given everything, my guess is somewhere in rural Chugoku.", "J", "kei truck")
C.x("u", "P", "The yellow centre line is freshly painted.", "P", "The yellow kei plate is freshly washed.")
C.x("u", "J", "rice paddies", "T", "Stop sign: inverted red triangle")
C.x("u", "H", "Not totally sure, but that's my best estimate.", "P", "The poles have yellow and black striped sleeves.")
C.x("u", "T", "Mirror: orange, at corner", "T", "Roofs: grey kawara")
C.x("u", "P", "The road climbs gently into the hills.", "J", "national route shield")
C.x("u", "J", "white guardrail", "J", "white edge lines")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "P", "Cars keep to the left.")
C.t("plates", "J", "kei yellow plates")
C.t("lines", "M", "**Centre line:** yellow solid")
C.t("pole", "N", "2. Poles — concrete, striped sleeve.")
C.t("script", "P", "The shop signs are written in Japanese.")
C.t("mirror", "J", "curve mirror")
C.t("crop", "H", "I think those are rice paddies on the right.")
C.t("roof", "T", "Roofs: kawara tiles")
C.t("speed", "P", "The speed limit sign shows 40 in blue digits.")
C.t("meta", "J", "gen 3")
C.t("brand", "M", "**Shop:** 7-Eleven")

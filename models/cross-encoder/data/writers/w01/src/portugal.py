from lib import Country

C = Country("Portugal", "train")

# --- bollards -------------------------------------------------------------
C.g("M", "**Bollards:** white posts whose black top section carries a tall red rectangular reflector — the standard Portuguese design.",
    ("s", "J", "PT bollard: white, black head w/ vertical red reflector"),
    ("s", "P", "The roadside delineators are white with a black upper part that holds an upright red reflector."),
    ("p", "J", "white bollards on the verge"),
    ("p", "N", "4. Bollards — black-topped white posts line the right shoulder."),
    ("c", "M", "**Bollards:** white posts whose black top section carries a tall yellow rectangular reflector."),
    ("c", "P", "The delineators are white with a black band at the base, not at the top, and a red reflector."),
    ("u", "M", "**Kerbs:** painted red and white at the roundabout entry."),
)
C.g("J", "bollards: black cap reaching the very top, red strip on the front",
    ("s", "H", "If I'm not mistaken, those posts have a black section going all the way to the top, with a red reflective strip facing us."),
    ("c", "J", "bollards: black cap reaching the very top, white strip on the front"),
    ("p", "T", "Bollard: white body, reflector colour not visible"),
)
C.x("s", "P", "Each post shows a red reflector on the side facing oncoming traffic and a white one on the back.",
    "N", "2. Delineators — red reflector front, white reflector rear.")
C.x("c", "N", "2. Delineators — red reflector front, white reflector rear.",
    "P", "Each post shows a white reflector toward oncoming traffic and a red one on the back.")

# --- plates -----------------------------------------------------------------
C.g("J", "EU plates w/ yellow date strip on the right → PT",
    ("s", "R", "Several parked cars carry the older Portuguese plate layout, with the blue EU band on the left and a narrow yellow strip on the right that shows the registration month and year, which points to Portugal."),
    ("s", "N", "2. Licence plates: white, blue EU band at the left end, small yellow band at the right end."),
    ("p", "P", "The cars have ordinary white EU plates."),
    ("c", "M", "**Plates:** EU format, but the yellow strip sits on the *left*, next to the blue band."),
    ("c", "H", "Can't be completely sure, but the plates look plain white apart from the EU band — no yellow side strip at all."),
)
C.x("p", "R", "The plates are long and white with a blue band on the left and a yellow strip on the right, and the cars are mostly small European hatchbacks like Renault Clios and Peugeot 208s.",
    "J", "yellow side strip on plates")
C.x("s", "T", "Plates: white, EU band left, no yellow strip (post-2020 style)",
    "P", "The plates are the newer Portuguese type: white with the EU band, without the yellow date panel.")

# --- road lines -------------------------------------------------------------
C.g("N", "3. Road markings — dashed white centre line with solid white edge lines on both sides.",
    ("s", "J", "white dashed CL, solid white edges"),
    ("s", "P", "Both edges of the road carry continuous white lines, and the lanes are separated by a broken white line."),
    ("p", "J", "dashed white centre line"),
    ("p", "N", "4. The edges of the carriageway are marked with unbroken white lines."),
    ("c", "J", "white dashed CL, dashed white edges"),
    ("c", "M", "**Road lines:** solid white centre line, solid white edge lines"),
    ("c", "P", "The centre line is yellow and dashed, with white edge lines."),
    ("c", "H", "Looks like there's no centre marking at all here, just the white lines along the edges."),
    ("u", "N", "3. Road surface — fresh, smooth black asphalt."),
)
C.x("s", "P", "The narrow village road has no painted markings down the middle.",
    "J", "no CL")
C.x("c", "J", "no CL",
    "M", "**Centre line:** continuous double white line")

# --- speed limits and signs -------------------------------------------------
C.g("P", "A round speed limit sign with a red border shows 90.",
    ("s", "J", "90 limit, red-ring sign"),
    ("s", "T", "Speed limit: 90 km/h (circular, red rim)"),
    ("c", "J", "red-ring speed sign, 70"),
    ("c", "M", "**Speed limit:** 50 km/h on a standard circular sign"),
    ("p", "H", "There seems to be a speed limit sign, though I can't read the number from this distance."),
)
C.g("M", "**Chevrons:** red boards with white arrows on the outside of the bend",
    ("s", "J", "red/white chevrons on the curve"),
    ("c", "N", "5. Chevrons — yellow boards with black arrows on the outer edge of the bend."),
    ("p", "P", "There are chevron boards on the outside of the curve."),
)
C.x("s", "J", "A-road blue sign, white text",
    "P", "A blue motorway direction sign with white lettering stands before the junction.")
C.x("c", "P", "A blue motorway direction sign with white lettering stands before the junction.",
    "M", "**Direction sign:** green background with white lettering, at the junction")

# --- language and text ------------------------------------------------------
C.g("J", "PT text on signs",
    ("s", "R", "The shopfronts read \"Pastelaria\" and \"Farmácia\", and the street plate says \"Rua da Liberdade\", all Portuguese spellings."),
    ("s", "N", "1. Language — Portuguese (\"Rua\", \"Largo\", ã and ç)."),
    ("c", "M", "**Language:** Spanish — \"Calle\" and \"Farmacia\" without an accent."),
)
C.x("p", "R", "The shopfronts read \"Pastelaria\" and \"Farmácia\", and the street plate says \"Rua da Liberdade\", all Portuguese spellings.",
    "J", "PT text on signs")
C.x("c", "P", "The blue-and-white tiled street plate reads \"Rua da Liberdade\".",
    "P", "The blue-and-white tiled street plate reads \"Avenida da República\".")
C.x("s", "H", "I think the word over the door is \"Mercearia\", which is Portuguese for a grocery.",
    "T", "Shop sign: Mercearia")

# --- poles, guardrails, kerbs -----------------------------------------------
C.g("P", "The power lines hang from grey concrete poles with a rectangular cross-section.",
    ("s", "J", "grey concrete poles, rect. section"),
    ("c", "J", "round wooden poles"),
    ("p", "N", "6. Poles — concrete."),
)
C.x("c", "M", "**Guardrail:** single W-beam on steel posts along the drop",
    "P", "Along the drop there is a low stone wall instead of a metal guardrail.")
C.x("s", "M", "**Guardrail:** single W-beam on steel posts along the drop",
    "H", "There's a metal crash barrier, I'd say a standard corrugated one on steel posts, running along the side of the slope.")
C.x("p", "R", "The kerbs at the roundabout are painted in red and white blocks and the island itself is planted with lavender.",
    "J", "red/white kerbs")

# --- vegetation, buildings, pavement ----------------------------------------
C.x("s", "J", "calçada",
    "P", "The pavement is made of small black and white limestone cubes laid in a wave pattern.")
C.x("s", "R", "The houses are whitewashed, single-storey and edged in blue paint, with orange terracotta roofs, which is very typical of the Alentejo.",
    "J", "single-storey white houses, blue trim, terracotta roofs → Alentejo")
C.x("p", "R", "The houses are whitewashed, single-storey and edged in blue paint, with orange terracotta roofs, which is very typical of the Alentejo.",
    "N", "3. Roofs — orange clay tiles.")
C.x("c", "P", "The houses are whitewashed and trimmed in blue.",
    "P", "The houses are whitewashed and trimmed in yellow.")
C.g("P", "The trees in the field are cork oaks, their lower trunks stripped of bark.",
    ("s", "J", "stripped cork oaks (montado)"),
    ("c", "M", "**Vegetation:** the field is planted with olive trees"),
    ("u", "P", "The field has a dry, golden grass cover."),
)
C.x("c", "J", "eucalyptus plantation both sides",
    "P", "Both sides of the road are lined with maritime pine.")
C.x("s", "H", "Pretty sure the tall, peeling-bark trees here are eucalyptus — Portugal has huge plantations of them.",
    "J", "eucalyptus")

# --- meta, brands, numbers --------------------------------------------------
C.g("J", "gen 4, summer",
    ("s", "P", "This is sharp fourth-generation Street View imagery taken in summer."),
    ("c", "P", "The imagery is from an older third-generation camera, taken in summer."),
    ("p", "N", "7. Camera: Gen 4."),
)
C.x("c", "J", "orange Galp canopy",
    "M", "**Fuel station:** Repsol, with its orange-red canopy")
C.x("s", "T", "Fuel station: Galp",
    "P", "There is a Galp petrol station on the left.")
C.x("s", "J", "PT mobile: 9 digits, starts 91",
    "P", "The phone number on the van has nine digits and begins with 91.")
C.x("c", "P", "The phone number on the van has nine digits and begins with 91.",
    "P", "The phone number on the van has nine digits and begins with 96.")
C.x("p", "N", "8. The red CTT post box and a \"CTT Correios\" sign on the building.",
    "J", "CTT post box")


# --- more partial / minimal pairs ------------------------------------------
C.x("p", "J", "gen 4; RHT; EU plates w/ yellow strip", "P", "The oncoming van passes on our left, so this is right-hand traffic.")
C.x("s", "P", "Vehicles on this stretch keep to the right, like everywhere in continental Europe.", "M", "**Driving side:** right-hand traffic, cars parked facing the same way on the right kerb")
C.x("p", "M", "**Road lines:** dashed white centre, solid white edges, and a yellow zig-zag by the bus stop", "N", "2. Dashed white centre line and solid white edges.")
C.x("p", "P", "All of the houses in the village have orange tiled roofs.", "P", "A few of the houses have orange tiled roofs.")
C.x("p", "H", "Hmm, the bollards look white with a black top, and I think the reflector is red.", "J", "bollards present")
C.x("p", "R", "There's a Galp station on the corner and a Pingo Doce supermarket across the road.", "J", "Pingo Doce")
C.x("c", "P", "The road has two lanes in each direction.", "P", "It is a narrow road with a single lane for both directions.")
C.x("s", "J", "EN 125", "P", "A small white sign by the roadside gives the road number as N125.")
C.x("c", "P", "A small white sign by the roadside gives the road number as N125.", "N", "5. Road number — N2, on a white plate by the verge.")
C.x("p", "N", "6. Kerbs — painted in alternating red and white blocks, about knee height.", "P", "The kerbs are painted.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "M", "**Road markings** 🛣️: the centre line is a broken white line, and both edges have continuous white lines. This matches Iberian standards and, combined with the bollards, points to Portugal.", "J", "dashed white CL, solid white edges, PT bollards")
C.x("c", "N", "2. **Bollards** – White posts with a black top and a red reflector. These are everywhere on Portuguese secondary roads; Spanish ones look different.", "P", "The bollards here have a black top, but the reflector is orange, not red.")
C.x("p", "R", "Looking more closely at the road: the asphalt is fairly new, there's a dashed white centre line and solid white edge lines, and at the bend I can spot red-and-white chevrons. Black-topped bollards line the right side.", "N", "3. Chevrons: red & white, at the bend.")
C.x("u", "P", "The image is high quality and clearly shows the surroundings.", "M", "**Chevrons:** red and white at the bend")
C.x("s", "H", "Theres a dashed white centre line and solid edge lines, both white i think", "J", "dashed white CL, solid white edges")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Let's go through the clues one at a time.", "J", "white bollards w/ black top")
C.x("u", "J", "RHT", "H", "To be honest, I'm not sure about this one yet.")
C.x("u", "P", "The Iberian feel of the whole place is strong.", "P", "The shop sign says \"Farmácia\".")
C.x("u", "J", "calçada pavement", "T", "Fuel station: Galp")
C.x("u", "P", "The sky is clear and the light is harsh.", "N", "3. Road markings — dashed white centre line with solid white edge lines on both sides.")
C.x("u", "P", "The kerbs are painted white along the edge.", "P", "The houses are painted white along the edge of the square.")
C.x("u", "M", "**Driving side:** right", "M", "**Roofs:** orange terracotta")
C.x("u", "R", "Taking all of that together, I'm settling on central Portugal.", "J", "EU plates w/ yellow date strip")
C.x("u", "J", "black-topped white bollards", "P", "A black dog sleeps by the white wall.")
C.x("u", "N", "1. Overall impression — southern European countryside.", "J", "red reflectors on the bollards")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "J", "drives R")
C.t("plates", "P", "The rear plates have a yellow strip on the right side.")
C.t("bollard", "M", "**Bollards:** white with a black top and a red reflector")
C.t("lines", "N", "2. Centre line — dashed white.")
C.t("language", "P", "The bakery sign reads \"Padaria\".")
C.t("roofs", "J", "terracotta roofs")
C.t("trees", "H", "I believe those are eucalyptus trees along the road.")
C.t("meta", "T", "Camera: Gen 3")
C.t("pavement", "P", "The sidewalk is paved with small black and white stones in patterns.")
C.t("brand", "J", "Galp station")
C.t("pole", "M", "**Poles:** rectangular concrete")

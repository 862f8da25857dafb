from lib import Country

C = Country("Slovakia", "dev")

# --- bollards -------------------------------------------------------------
C.g("N", "2. Bollards — white, black top section, two orange reflectors stacked on the front.",
    ("s", "J", "CZ/SK bollard: black top, double orange refl."),
    ("s", "M", "**Delineators:** white posts, black upper band, a pair of orange reflectors facing traffic"),
    ("s", "H", "I'm fairly sure those are the Czech/Slovak posts — black top, and I can see two orange reflectors on each."),
    ("p", "P", "The bollards have a black top."),
    ("p", "J", "orange reflectors on the bollards"),
    ("c", "N", "2. Bollards — white, black top section, a single orange reflector on the front."),
    ("c", "J", "CZ/SK bollard: black top, double red refl."),
    ("c", "P", "The bollards are white with a red top section and two orange reflectors on the front."),
)
C.x("s", "P", "From behind, each post shows a single white reflector.", "J", "single white refl. on the back")
C.x("c", "J", "single white refl. on the back", "P", "From behind, each post shows two orange reflectors.")
C.x("p", "R", "The bollards here have the rarer blue reflectors instead of orange, but the black top and white body are the usual Czech-Slovak shape.",
    "J", "black-topped white bollards")
C.x("u", "J", "black-topped white bollards", "P", "A white house with a black roof stands by the road.")

# --- road lines and surface ---------------------------------------------------
C.g("M", "**Markings:** dashed white centre line, solid white edge lines",
    ("s", "J", "dashed white CL, solid white edges"),
    ("s", "P", "A broken white line separates the lanes, and unbroken white lines run along both edges."),
    ("s", "T", "Centre: white, dashed | Edges: white, solid"),
    ("p", "N", "3. Centre line — white and dashed."),
    ("p", "P", "The road has white edge lines."),
    ("c", "M", "**Markings:** dashed white centre line, dashed white edge lines"),
    ("c", "J", "solid white CL, solid white edges"),
    ("c", "P", "A broken yellow line separates the lanes, and white lines run along the edges."),
)
C.g("P", "The village street has no centre line, only a kerb on one side.",
    ("s", "J", "no CL, kerb on one side"),
    ("c", "P", "The village street has a dashed white centre line and a kerb on one side."),
    ("p", "N", "4. There's no centre line."),
)
C.x("s", "H", "Looks like a double solid line in the middle to me — no overtaking here.", "J", "double solid white CL")
C.x("c", "J", "double solid white CL", "P", "There's a single solid white line in the middle.")
C.x("s", "P", "The asphalt is patched and cracked.", "J", "patchy, cracked tarmac")
C.x("c", "N", "5. Surface — cobblestones in the old town square.", "P", "The old town square is paved with smooth asphalt.")

# --- signs ----------------------------------------------------------------
C.g("R", "A blue direction sign with white text points to Žilina 23 and Martin 41, which is the standard for ordinary roads here.",
    ("s", "J", "blue dir. sign: Žilina 23, Martin 41"),
    ("s", "N", "1. Direction sign — blue; Žilina 23 km, Martin 41 km."),
    ("p", "P", "There's a blue direction sign."),
    ("p", "M", "**Direction sign:** points to Žilina"),
    ("c", "R", "A green direction sign with white text points to Žilina 23 and Martin 41."),
    ("c", "J", "blue dir. sign: Žilina 32, Martin 41"),
    ("c", "P", "The blue direction sign points to Trenčín 23 and Martin 41."),
)
C.g("J", "green D1 sign",
    ("s", "P", "A green motorway sign shows the D1."),
    ("c", "P", "A green motorway sign shows the D2."),
    ("p", "T", "Motorway sign: green"),
)
C.g("T", "Town sign: white, black text, \"Liptovský Mikuláš\"",
    ("s", "P", "The town entry sign is white with black letters and reads Liptovský Mikuláš."),
    ("s", "J", "Liptovský Mikuláš town sign"),
    ("c", "P", "The town entry sign is yellow with black letters and reads Liptovský Mikuláš."),
    ("c", "T", "Town sign: white, black text, \"Liptovský Hrádok\""),
)
C.g("P", "The speed limit sign shows 90.",
    ("s", "J", "90 limit"),
    ("c", "J", "70 limit"),
    ("p", "H", "Some kind of speed sign, but I can't read it."),
)
C.x("s", "M", "**Chevrons:** red and white, around the hairpin", "J", "red/white chevrons on hairpin")
C.x("c", "J", "red/white chevrons on hairpin", "P", "The hairpin is marked with yellow and black chevron boards.")
C.x("s", "P", "A metal W-beam guardrail runs along the river side.", "J", "W-beam on the river side")
C.x("c", "J", "W-beam on the river side", "P", "A concrete wall runs along the river side instead of a guardrail.")

# --- plates -----------------------------------------------------------------
C.g("N", "6. Plates — white EU plates with SK in the band and the Slovak coat of arms between the district code and the number.",
    ("s", "J", "SK plates, crest between district code + number"),
    ("s", "P", "The plates show SK in the blue band, and there's a small red-white-blue coat of arms after the first two letters."),
    ("p", "P", "The plates are white EU plates."),
    ("p", "M", "**Plates:** SK in the EU band"),
    ("c", "N", "6. Plates — white EU plates with CZ in the band and no coat of arms."),
    ("c", "J", "SK plates, crest at the right end"),
)
C.x("s", "T", "District code: BA", "P", "The plate starts with BA, so the car is registered in Bratislava.")
C.x("c", "P", "The plate starts with BA, so the car is registered in Bratislava.", "P", "The plate starts with KE, so the car is registered in Košice.")
C.x("p", "R", "The plate starts with ZA and has the coat of arms after it, and the car is an old Škoda Octavia estate.", "J", "old Škoda Octavia")

# --- language ---------------------------------------------------------------
C.g("M", "**Language:** Slovak — ô and ľ on the signs, \"ulica\" for street",
    ("s", "J", "SK: ô, ľ, \"ulica\""),
    ("s", "P", "The street sign says \"ulica\" and I can see the letters ô and ľ, so it's Slovak, not Czech."),
    ("p", "P", "The signs are in a West Slavic language written in Latin script."),
    ("c", "M", "**Language:** Czech — ř and ů on the signs, \"ulice\" for street"),
    ("c", "N", "1. Language — Polish (ł, ą, \"ulica\")."),
)
C.x("s", "J", "Reštaurácia", "P", "The restaurant sign is spelled \"Reštaurácia\".")
C.x("c", "P", "The restaurant sign is spelled \"Reštaurácia\".", "P", "The restaurant sign is spelled \"Restaurace\".")
C.x("s", "P", "The building is labelled \"Obecný úrad\".", "J", "Obecný úrad")
C.x("c", "J", "Obecný úrad", "M", "**Building:** labelled *Obecní úřad*")
C.x("p", "R", "The small shop reads \"Potraviny\" and has a COOP Jednota logo over the door.", "J", "Potraviny")
C.x("s", "H", "I think that's a COOP Jednota shop — the green logo is pretty distinctive.", "J", "COOP Jednota")

# --- landscape, buildings, poles ---------------------------------------------
C.g("R", "The jagged, rocky peaks of the High Tatras rise behind a valley of meadows and spruce forest.",
    ("s", "J", "Tatras behind, spruce + meadows"),
    ("p", "P", "There are mountains in the background."),
    ("c", "R", "Flat fields of sunflowers stretch to the horizon, with no mountains anywhere."),
    ("p", "N", "7. Vegetation — spruce forest and meadows."),
)
C.x("s", "P", "Sunflower fields stretch across the flat Danube lowland.", "J", "sunflowers, flat south")
C.x("c", "J", "sunflowers, flat south", "P", "Maize fields stretch across the flat Danube lowland.")
C.g("P", "A block of prefabricated panel flats, a panelák, stands behind the bus stop.",
    ("s", "J", "panelák behind stop"),
    ("c", "P", "A row of single-family houses with gardens stands behind the bus stop."),
    ("p", "M", "**Buildings:** apartment block"),
)
C.x("s", "R", "The village church has an onion-shaped dome, which points to the Greek Catholic east of the country.",
    "J", "onion-dome church (east)")
C.x("c", "J", "onion-dome church (east)", "P", "The village church has a plain pointed spire.")
C.x("p", "R", "The village church has an onion-shaped dome and there's a wooden bell tower next to it.", "J", "wooden bell tower")
C.g("J", "concrete poles w/ holes",
    ("s", "P", "The power poles are concrete and perforated with holes."),
    ("c", "P", "The power poles are wooden."),
    ("p", "T", "Poles: concrete"),
)
C.x("s", "P", "The roofs are steep and covered in red tiles.", "J", "steep red tile roofs")

# --- brands, numbers, meta -------------------------------------------------------
C.x("s", "M", "**Fuel:** Slovnaft", "P", "There's a Slovnaft petrol station by the junction.")
C.x("s", "J", "+421 9xx", "P", "The mobile number on the sign begins with +421 9.")
C.x("c", "P", "The mobile number on the sign begins with +421 9.", "P", "The mobile number on the sign begins with +420 6.")
C.x("p", "R", "The website on the van ends in .sk and the phone number starts with +421.", "J", ".sk website")
C.g("J", "gen 3, summer",
    ("s", "P", "This is third-generation coverage from summer."),
    ("c", "P", "This is fourth-generation coverage from summer."),
    ("c", "M", "**Season:** winter, snow on the verges"),
    ("p", "N", "8. Season — summer."),
)

C.x("p", "J", "black-topped bollards, W-beam, dashed white CL", "P", "There's a guardrail.")
C.x("p", "P", "Every house in the village has a satellite dish.", "P", "A few houses have satellite dishes.")
C.x("p", "N", "4. Bus stop — a small concrete shelter with a sign reading \"Zastávka\".", "J", "bus shelter")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Let me take it clue by clue.", "J", "CZ/SK bollard: black top, double orange refl.")
C.x("u", "H", "Central Europe, no doubt.", "J", "SK: ô, ľ, \"ulica\"")
C.x("u", "J", "panelák", "J", "Slovnaft")
C.x("u", "M", "**Weather:** cloudy, some sun", "M", "**Markings:** dashed white centre")
C.x("u", "P", "The bollards have orange reflectors.", "P", "The bus has orange seats.")
C.x("u", "N", "9. Guess: Liptov region.", "J", "SK plates")
C.x("u", "T", "Animals: none", "T", "Town sign: white, black text")
C.x("u", "R", "Weighing everything together, I stay with my first guess.", "J", "green D1 sign")
C.x("u", "P", "A red tractor is parked in the field.", "P", "The red-and-white chevrons mark the hairpin.")
C.x("u", "J", "Tatras", "M", "**Speed limit:** 90")
C.x("u", "H", "Not too sure on the region though.", "P", "The plate starts with BA.")
C.x("u", "P", "The kerbstones are grey granite.", "P", "The church tower is grey granite.")
C.x("u", "M", "**Fence:** green chain-link", "J", "W-beam guardrail")
C.x("u", "J", "RHT", "J", "onion-dome church")
C.x("u", "N", "5. Storks' nest on a pole.", "N", "5. Poles — concrete with holes.")
C.x("u", "T", "Vibe: post-socialist", "J", "Reštaurácia")
C.x("u", "P", "It looks like a nice summer day.", "J", "blue dir. sign: Žilina 23")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "M", "**Driving side:** right")
C.t("plates", "P", "The plates have a small coat of arms in the middle.")
C.t("bollard", "J", "double orange reflectors")
C.t("lines", "N", "3. Edge lines — solid white.")
C.t("language", "H", "The signs look Slovak to me, I can see an ô.")
C.t("sign", "P", "A blue direction sign points to Žilina.")
C.t("mountain", "J", "Tatras")
C.t("building", "T", "Buildings: panel blocks")
C.t("church", "P", "The church has an onion dome.")
C.t("brand", "J", "COOP Jednota")
C.t("pole", "M", "**Poles:** perforated concrete")
C.t("meta", "J", "gen 3")
C.t("roof", "P", "The roofs are red tile.")

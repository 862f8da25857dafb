from lib import Country

C = Country("Iceland", "train")

# --- bollards -------------------------------------------------------------
C.g("M", "**Bollards:** yellow posts with a white reflector, on both sides of the road",
    ("s", "J", "yellow bollards both sides, white reflector → ISL"),
    ("s", "P", "Yellow roadside posts with white reflectors stand along both edges."),
    ("s", "H", "Those are the yellow Icelandic posts on both sides, I think, each with a little white reflector."),
    ("p", "P", "Yellow posts line the road."),
    ("p", "N", "2. Bollards — on both sides of the road."),
    ("c", "M", "**Bollards:** yellow posts with a red reflector, on both sides of the road"),
    ("c", "J", "white bollards, black top, white reflector"),
    ("c", "P", "The roadside posts are orange, with white reflectors."),
)
C.x("c", "N", "2. Bollards — on both sides of the road.", "P", "There are bollards only on the right-hand side, none on the left.")
C.x("u", "J", "yellow bollards", "P", "The house on the hill has a yellow roof.")

# --- road lines, surface, bridges ------------------------------------------
C.g("P", "The paved road has a dashed white centre line and no edge lines.",
    ("s", "J", "dashed white CL, no edges"),
    ("s", "T", "Markings: centre dashed white; edges none"),
    ("p", "M", "**Centre line:** dashed white"),
    ("c", "P", "The paved road has a dashed white centre line and solid white edge lines."),
    ("c", "J", "solid yellow CL, no edges"),
    ("c", "H", "As far as I can tell there's nothing painted on this road at all."),
)
C.g("N", "3. Surface — gravel road, dark grey, with a sign reading \"Malbik endar\" (pavement ends).",
    ("s", "J", "gravel, \"Malbik endar\" sign"),
    ("s", "R", "The tarmac stops here: a sign says \"Malbik endar\" and the road continues as dark grey gravel."),
    ("p", "P", "The road is gravel."),
    ("c", "N", "3. Surface — gravel road, light brown, with a sign reading \"Malbik endar\" (pavement ends)."),
    ("c", "M", "**Surface:** smooth asphalt all the way to the horizon"),
)
C.g("J", "einbreið brú",
    ("s", "P", "A sign warns of a single-lane bridge ahead (\"Einbreið brú\")."),
    ("s", "M", "**Bridge:** one lane only, announced by an *Einbreið brú* sign"),
    ("c", "P", "The bridge ahead is a wide two-lane concrete bridge."),
    ("p", "N", "5. A bridge crosses the river ahead."),
)
C.x("s", "P", "The bridge has a galvanised W-beam guardrail on both sides.", "J", "galv. W-beam on bridge")
C.x("c", "J", "galv. W-beam on bridge", "P", "The bridge has a wooden railing on both sides.")

# --- signs -------------------------------------------------------------------
C.g("R", "The direction sign is yellow, and the road number sits in a white box with a solid border, which means it's the road we're on.",
    ("s", "J", "yellow dir. sign, road # in solid-border white box"),
    ("p", "P", "The direction sign is yellow."),
    ("c", "R", "The direction sign is yellow, and the road number sits in a white box with a dashed border."),
    ("c", "M", "**Direction sign:** blue, with the road number in a white box"),
)
C.x("s", "P", "The sign says the road number is 1.", "J", "Route 1 (Ring Road)")
C.x("c", "J", "Route 1 (Ring Road)", "T", "Road number: 61")
C.g("T", "Pedestrian crossing sign: yellowish background, four stripes",
    ("s", "P", "The pedestrian crossing sign has a faint yellow background, a detail unique to Iceland in Europe."),
    ("c", "T", "Pedestrian crossing sign: blue background, white triangle"),
    ("p", "J", "ped crossing sign"),
)
C.x("s", "M", "**Speed limit:** 90 on the paved section", "J", "90 (paved)")
C.x("c", "J", "90 (paved)", "P", "The speed limit on the paved section is 70.")
C.x("s", "H", "There's a warning sign with sheep on it, I think.", "J", "sheep warning")

# --- plates, meta ----------------------------------------------------------
C.g("P", "Icelandic plates are fully white with blue characters and no EU band.",
    ("s", "J", "all-white plates, blue chars, no EU strip"),
    ("s", "N", "4. Plates — white, blue lettering, nothing on the left edge."),
    ("p", "P", "The plates are white."),
    ("c", "P", "The plates are white with black characters and a blue EU band on the left."),
    ("c", "J", "all-white plates, black chars, no EU strip"),
)
C.x("p", "R", "The plate has two letters and three digits in blue, without any blue band, and the car is a big 4x4 on raised tyres.", "J", "superjeep")
C.g("J", "gen 4: red/white pickup w/ shark fin",
    ("s", "P", "The coverage is Gen 4, taken from a red and white pickup truck with a shark-fin antenna."),
    ("s", "H", "If you look down, you can see it's the red-and-white pickup with the shark-fin antenna, so Gen 4."),
    ("c", "P", "The coverage is Gen 3, taken from a white car with a long antenna."),
    ("p", "N", "8. Camera — Gen 4."),
)
C.x("c", "M", "**Car:** red and white pickup, black trunk", "M", "**Car:** red and white pickup, white trunk")

# --- language ---------------------------------------------------------------
C.g("N", "1. Language — Icelandic; the place name has ð and þ.",
    ("s", "J", "ð/þ → ISL"),
    ("s", "P", "The signs use the letters ð and þ, which only Icelandic uses today."),
    ("c", "N", "1. Language — Faroese; the place name has ð but no þ."),
    ("c", "M", "**Language:** Norwegian (æ, ø, å)"),
)
C.x("s", "P", "The town name ends in \"-fjörður\".", "J", "-fjörður town")
C.x("c", "J", "-fjörður town", "P", "The town name ends in \"-vík\".")
C.x("p", "R", "The street sign reads \"Hafnargata\" and the shop next to it is a Bónus with the pink pig logo.", "J", "Bónus pig")

# --- landscape, buildings, brands -------------------------------------------
C.g("R", "There are no trees anywhere; the ground is dark volcanic rock covered in thick green moss.",
    ("s", "J", "treeless, mossy lava field"),
    ("s", "M", "**Landscape:** moss-covered lava, no trees at all"),
    ("p", "P", "There are no trees."),
    ("c", "R", "There are tall birch forests here; the ground is dark volcanic rock covered in thick green moss."),
    ("c", "P", "The lava field is bare black rock with no moss."),
)
C.x("s", "P", "Purple lupins cover the slopes along the road.", "J", "lupins")
C.x("c", "J", "lupins", "M", "**Flowers:** yellow rapeseed along the road")
C.x("s", "H", "Looks like steam rising from a geothermal vent over there.", "J", "geothermal steam")
C.x("s", "R", "The house is clad in corrugated metal siding and has a bright red roof, which is common in Iceland.",
    "J", "corrugated-clad house, red roof")
C.x("c", "J", "corrugated-clad house, red roof", "P", "The house is clad in corrugated metal siding and has a green roof.")
C.x("p", "N", "6. A white church with a red roof stands on the hill.", "J", "white church")
C.x("s", "T", "Fuel: N1", "P", "The petrol station is an N1.")
C.x("c", "P", "The petrol station is an N1.", "P", "The petrol station is an Olís.")
C.x("s", "P", "The phone number on the guesthouse sign has seven digits.", "J", "7-digit phone")


# --- more ---------------------------------------------------------------------
C.x("p", "J", "yellow bollards, dashed white CL, gravel shoulders", "P", "The centre line is dashed white.")
C.x("p", "P", "Every farm along here has a red-roofed barn.", "P", "One of the farms has a red-roofed barn.")
C.x("p", "M", "**Signs:** yellow direction sign, Akureyri 32 km", "J", "sign to Akureyri")
C.x("p", "R", "A herd of Icelandic horses grazes behind a wire fence, next to round hay bales wrapped in white plastic.", "J", "plastic-wrapped hay bales")
C.x("p", "T", "Guardrail: galvanised W-beam on the outside of the curve", "P", "There's a guardrail on the curve.")
C.x("p", "H", "Pretty sure the sign mentions \"Hringvegur\", so we're on the Ring Road, which follows this fjord.", "J", "fjord")
C.x("p", "P", "Every house in this town is painted a bright colour: red, blue or yellow.", "P", "Some of the houses are painted bright colours.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "2. **Bollards** – Yellow posts with white reflectors on both sides 🟡. Iceland is basically the only country in Europe with these.", "J", "yellow bollards w/ white reflectors, both sides")
C.x("c", "M", "**Centre line:** dashed white", "N", "3. Centre line — dashed yellow.")
C.x("p", "R", "The gravel road crosses a one-lane bridge with an \"Einbreið brú\" sign, yellow bollards line both sides, and there's not a single tree. Classic Iceland.", "P", "There's an \"Einbreið brú\" sign.")
C.x("u", "P", "The weather is changeable.", "J", "N1")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Let me describe what I see first.", "J", "yellow bollards, white reflector")
C.x("u", "H", "This is Nordic, no doubt about it.", "J", "ð/þ")
C.x("u", "J", "gravel road", "J", "N1")
C.x("u", "M", "**Weather:** low cloud and drizzle", "M", "**Plates:** white, blue text")
C.x("u", "P", "The bollards are yellow.", "P", "The direction sign is yellow.")
C.x("u", "N", "9. Guess: Westfjords.", "J", "gen 4 pickup")
C.x("u", "T", "Animals: sheep", "T", "Markings: dashed white centre")
C.x("u", "R", "Once again, the whole scene is consistent with what I said earlier.", "J", "einbreið brú")
C.x("u", "P", "A white horse grazes in the field.", "P", "A white reflector sits on the post.")
C.x("u", "J", "mossy lava", "M", "**Speed limit:** 90")
C.x("u", "H", "I'm going with my gut here.", "P", "The town name ends in \"-fjörður\".")
C.x("u", "P", "A red tractor is parked in the yard.", "P", "A red roof tops the farmhouse.")
C.x("u", "M", "**Sky:** bright, long summer evening", "J", "treeless")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "J", "RHT")
C.t("plates", "P", "The plates have blue letters on white.")
C.t("bollard", "M", "**Bollards:** yellow")
C.t("lines", "N", "3. Centre line — dashed white.")
C.t("bridge", "P", "A single-lane bridge is coming up.")
C.t("language", "J", "Icelandic text")
C.t("meta", "H", "I'm fairly sure this is the pickup-truck Gen 4 coverage.")
C.t("land", "T", "Landscape: treeless, volcanic")
C.t("flower", "J", "purple lupins")
C.t("sign", "P", "The direction signs are yellow.")
C.t("house", "M", "**Houses:** corrugated metal siding")

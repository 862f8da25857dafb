from lib import Country

C = Country("Senegal", "dev")

# --- road lines and surface ---------------------------------------------------
C.g("N", "2. Road markings — dashed white centre line, solid white edge lines, sand drifting onto the shoulder.",
    ("s", "J", "dashed white CL, solid white edges, sandy shoulders"),
    ("s", "P", "There's a broken white line down the middle and continuous white lines at the edges, with sand blown over the shoulder."),
    ("p", "M", "**Centre line:** white, dashed"),
    ("p", "P", "Sand has drifted onto the shoulder."),
    ("c", "N", "2. Road markings — solid white centre line, solid white edge lines, sand drifting onto the shoulder."),
    ("c", "J", "dashed white CL, solid yellow edges, sandy shoulders"),
    ("c", "H", "I don't think there are any edge lines — just the dashed white one in the middle, and sand on the shoulder."),
)
C.g("J", "no markings, potholed tarmac",
    ("s", "P", "The asphalt is full of potholes and has no painted lines at all."),
    ("s", "M", "**Road:** unmarked, heavily potholed"),
    ("c", "N", "3. Markings — a fresh dashed white centre line on the potholed tarmac."),
    ("p", "T", "Markings: none"),
)
C.x("s", "P", "The road out of town is a sandy track with no tarmac.", "J", "sand track")
C.x("c", "J", "sand track", "M", "**Surface:** red laterite dirt road")
C.x("p", "R", "The main road is freshly resurfaced, with a dashed white centre line, solid white edges and rumble strips before the village.", "J", "fresh tarmac")

# --- kilometre markers, kerbs, speed bumps -----------------------------------
C.g("M", "**Km marker:** French-style borne, white with a red top, reading *N2* and *Saint-Louis 34*",
    ("s", "J", "red-top borne: N2, Saint-Louis 34"),
    ("s", "P", "A white kilometre stone with a red cap shows route N2 and 34 km to Saint-Louis."),
    ("s", "H", "That little marker stone looks French-style to me — red top, N2, Saint-Louis 34."),
    ("p", "P", "There's a kilometre stone by the road."),
    ("p", "N", "5. The marker gives the route as N2."),
    ("c", "M", "**Km marker:** French-style borne, white with a yellow top, reading *N2* and *Saint-Louis 34*"),
    ("c", "J", "red-top borne: N2, Saint-Louis 43"),
)
C.g("J", "B/W kerbs",
    ("s", "P", "The kerbs along the avenue are painted black and white."),
    ("c", "P", "The kerbs along the avenue are painted red and white."),
    ("p", "N", "4. Kerbs — painted along the avenue."),
    ("u", "J", "B/W taxi"),
)
C.g("T", "Speed bump sign: \"Ralentisseur\"",
    ("s", "P", "A sign announces a speed bump with the French word \"Ralentisseur\"."),
    ("c", "P", "A sign announces a speed bump with the word \"Túmulo\"."),
    ("p", "J", "speed bump sign"),
)
C.x("s", "N", "6. Sign — \"Dos d'âne\" warning before the hump.", "J", "\"Dos d'âne\"")
C.x("c", "J", "\"Dos d'âne\"", "M", "**Sign:** \"BUMPS AHEAD\" warning before the hump")

# --- signs ----------------------------------------------------------------
C.g("P", "The round speed limit sign with a red ring shows 50.",
    ("s", "J", "50 limit"),
    ("s", "T", "Speed limit: 50 km/h"),
    ("c", "J", "90 limit"),
    ("c", "M", "**Speed limit:** 50, but on a square white sign without a ring"),
    ("p", "H", "I think there's a speed sign there, can't make out the number."),
)
C.g("R", "The direction sign is white with black text and a red border, pointing to Thiès 27 km, all in French.",
    ("s", "J", "white dir. sign, red border → Thiès 27"),
    ("p", "P", "There's a direction sign to Thiès."),
    ("c", "R", "The direction sign is green with white text, pointing to Thiès 27 km, all in French."),
    ("c", "J", "white dir. sign, red border → Mbour 27"),
)
C.x("c", "M", "**Chevrons:** red and white boards on the roundabout", "M", "**Chevrons:** black and yellow boards on the roundabout")

# --- plates -------------------------------------------------------------------
C.g("M", "**Plates:** new type — black on white, blue strip on the left with the flag and SN",
    ("s", "J", "SN plates: white, black text, blue flag strip L"),
    ("s", "P", "The newer plates are white with black letters, and a blue band on the left carries the Senegalese flag and SN."),
    ("p", "P", "The plates are white."),
    ("c", "M", "**Plates:** new type — black on white, blue strip on the right with the flag and SN"),
    ("c", "P", "The plates are blue with white characters."),
)
C.g("J", "old blue plates, DK prefix",
    ("s", "P", "Older cars still carry the blue plates with white characters, beginning DK for Dakar."),
    ("s", "N", "3. Plates — old style, white on blue, \"DK-\" at the start."),
    ("c", "J", "old blue plates, TH prefix"),
    ("p", "P", "Some cars have blue plates."),
)
C.x("c", "T", "Plate format: AA-123-BC", "T", "Plate format: 123 ABC")

# --- vehicles -----------------------------------------------------------------
C.g("R", "A car rapide goes by: an old blue-and-yellow painted minibus with decorations and \"Alhamdoulilah\" written across the front.",
    ("s", "J", "car rapide (blue/yellow, decorated, \"Alhamdoulilah\" on front)"),
    ("p", "M", "**Public transport:** blue-and-yellow car rapide minibus"),
    ("c", "R", "A car rapide goes by: an old red-and-green painted minibus with decorations and \"Alhamdoulilah\" written across the front."),
    ("c", "P", "A white Mercedes minibus goes by instead of a car rapide."),
    ("p", "P", "A minibus goes by."),
)
C.x("s", "J", "Ndiaga Ndiaye", "P", "A white Mercedes minibus of the Ndiaga Ndiaye type is loading passengers.")
C.g("P", "The Dakar taxis are painted yellow and black.",
    ("s", "J", "yellow/black taxis"),
    ("c", "P", "The Dakar taxis are painted all white."),
    ("p", "H", "There are a lot of taxis about, I think."),
)
C.x("s", "P", "A horse-drawn cart carries sacks along the side of the road.", "J", "charrette")
C.x("c", "P", "A horse-drawn cart carries sacks along the side of the road.", "P", "A donkey-drawn cart carries sacks along the side of the road.")
C.x("p", "R", "A horse-drawn cart loaded with water drums moves along the shoulder while a yellow-and-black taxi overtakes it.", "J", "horse cart")

# --- language, brands, numbers -------------------------------------------------
C.g("N", "1. Language — French on the signs, with some Wolof (\"Jërëjëf\").",
    ("s", "J", "FR + Wolof (Jërëjëf)"),
    ("s", "P", "Signs are in French, with a bit of Wolof such as \"Jërëjëf\"."),
    ("p", "M", "**Language:** French"),
    ("c", "N", "1. Language — Portuguese on the signs, with some Wolof (\"Jërëjëf\")."),
)
C.x("c", "P", "The shop sign reads \"Alimentation Générale\".", "P", "The shop sign reads \"Quincaillerie\".")
C.g("M", "**Telecom:** an orange Orange kiosk and a blue Wave sign with the penguin",
    ("s", "R", "There's an Orange telecom kiosk painted orange, and next to it a blue Wave mobile money sign with the penguin logo."),
    ("p", "J", "Orange kiosk"),
    ("p", "P", "There's a Wave sign."),
    ("c", "M", "**Telecom:** an orange Orange kiosk and a yellow MTN sign"),
)
C.x("s", "J", "+221 77", "P", "The number painted on the wall begins with +221 77.")
C.x("c", "P", "The number painted on the wall begins with +221 77.", "P", "The number painted on the wall begins with +223 77.")
C.x("s", "T", "Fuel: TotalEnergies", "P", "There's a TotalEnergies station at the roundabout.")
C.x("c", "P", "There's a TotalEnergies station at the roundabout.", "P", "There's an Oryx station at the roundabout.")

# --- landscape, buildings, poles, meta ---------------------------------------
C.g("R", "The landscape is flat and sandy, with scattered baobabs and thorny acacias in dry grass.",
    ("s", "J", "flat, sandy, baobabs + acacias"),
    ("s", "N", "7. Vegetation — baobabs and acacias scattered over flat, sandy ground."),
    ("p", "P", "There are baobab trees."),
    ("p", "M", "**Terrain:** flat"),
    ("c", "R", "The landscape is hilly and rocky, with scattered baobabs and thorny acacias in dry grass."),
    ("c", "P", "The land is covered in dense oil palm forest and flooded rice fields."),
)
C.x("c", "J", "neem-lined road", "M", "**Trees:** eucalyptus lines the road")
C.x("s", "H", "Looks like the Casamance to me — palms, red soil, rice paddies.", "J", "palms, red soil, rice paddies")
C.x("p", "H", "Looks like the Casamance to me — palms, red soil, rice paddies.", "P", "The soil is red.")
C.g("J", "cinder-block houses, flat roofs, unfinished",
    ("s", "P", "The houses are built of grey cinder blocks with flat roofs, many left unfinished."),
    ("c", "P", "The houses are round mud huts with thatched roofs."),
    ("p", "T", "Roofs: flat"),
)
C.x("s", "P", "A large mural shows Cheikh Amadou Bamba in white robes on the wall.", "J", "Amadou Bamba mural")
C.x("p", "R", "A large mural of Cheikh Amadou Bamba in white robes covers the wall of a mosque with a green minaret.", "J", "green minaret")
C.x("s", "M", "**Poles:** concrete, with a single crossarm", "J", "concrete poles, one crossarm")
C.x("c", "J", "concrete poles, one crossarm", "P", "The power lines are on wooden poles with a single crossarm.")
C.g("J", "gen 4, dry season",
    ("s", "P", "Gen 4 coverage shot in the dry season, everything dusty and brown."),
    ("c", "P", "Gen 3 coverage shot in the dry season, everything dusty and brown."),
    ("c", "M", "**Season:** rainy — everything is lush and green"),
    ("p", "N", "9. Camera: Gen 4."),
)

C.x("p", "M", "**Kerbs:** black and white, freshly painted, with a yellow no-parking line along them", "P", "There's a yellow no-parking line along the kerb.")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Let's start with the road.", "J", "dashed white CL, solid white edges")
C.x("u", "H", "Feels West African, probably somewhere francophone.", "J", "\"Ralentisseur\" sign")
C.x("u", "J", "baobabs", "J", "car rapide")
C.x("u", "M", "**Weather:** dusty harmattan haze", "M", "**Plates:** white with SN strip")
C.x("u", "P", "The taxi is yellow and black.", "P", "The kerb is yellow and black.")
C.x("u", "N", "10. Guess: Thiès region.", "J", "red-top borne")
C.x("u", "T", "Goats: several by the road", "T", "Speed limit: 50 km/h")
C.x("u", "R", "All in all, nothing here points away from my first impression, so I'm sticking with it.", "J", "Orange kiosk")
C.x("u", "P", "A man in a blue boubou stands by the wall.", "P", "A blue Wave sign hangs on the wall.")
C.x("u", "J", "neem trees", "M", "**Markings:** dashed white centre")
C.x("u", "H", "I'm only moderately confident in this one.", "P", "The Dakar taxis are painted yellow and black.")
C.x("u", "P", "The sand is pale and fine.", "P", "The sandwich shop is painted pale green.")
C.x("u", "M", "**Mosque:** green minaret", "J", "old blue plates")
C.x("u", "J", "RHT", "J", "cinder-block houses")
C.x("u", "N", "4. Market stalls with umbrellas on the pavement.", "N", "4. Kerbs painted black and white along the pavement.")
C.x("u", "T", "Overall vibe: Sahel", "J", "+221 77")
C.x("u", "H", "Okay, moving on to the next clue.", "M", "**Km marker:** red-top borne, N2")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "P", "Cars drive on the right here.")
C.t("plates", "J", "SN plate strip")
C.t("lines", "M", "**Centre line:** dashed white")
C.t("borne", "N", "3. Km stone — white with a red top.")
C.t("kerb", "P", "The kerbs are painted black and white.")
C.t("bus", "J", "car rapide")
C.t("cart", "H", "I can see a horse cart in the distance, I think.")
C.t("language", "T", "Language: French")
C.t("brand", "P", "An Orange telecom sign hangs over the shop.")
C.t("trees", "J", "baobabs")
C.t("house", "M", "**Houses:** grey cinder block, flat roofs")
C.t("meta", "J", "gen 4")
C.t("mural", "P", "A mural of Amadou Bamba is painted on the wall.")

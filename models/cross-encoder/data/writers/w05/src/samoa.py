# Samoa (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

FALE = "An open-sided fale with a domed corrugated-iron roof sits in front of the house."
GRAVE = "Tiled family graves in the front yard, right next to the road."
BUS = "A brightly painted wooden-bodied bus with the name 'Lady Amy' across the windscreen."
CHURCH = "Big white EFKS church with a single square tower."
TALOFA = "The welcome board says 'Talofa'."
TARO = "Taro plantation on the slope to the right."
DIGICEL = "The red sign on the shop is a Digicel top-up board."
LAVA = "Black lava field covered in low scrub — Savai'i."
SPEED = "Village speed sign: 40 km/h."

PAIRS = [
    # --- driving side, plates, vehicles --------------------------------------------
    ("s", "hedged", "LHT", "The cars seem to be keeping left here, which fits Samoa since they switched in 2009."),
    ("c", "markdown", "**Traffic:** left-hand", "**Traffic:** right-hand (the cars keep right)"),
    ("s", "numbered", "Mostly right-hand-drive Japanese imports.", "3. Vehicles — lots of RHD used imports from Japan."),
    ("c", "table", "Cars: mostly RHD Japanese imports", "Cars: mostly LHD American models"),
    ("s", "prose", BUS,
     "One of the famous Samoan buses rumbles past: a wooden body painted in loud colours, with 'Lady Amy' written over the windscreen."),
    ("c", "numbered", "4. Bus name on the windscreen: Lady Amy.", "4. Bus name on the windscreen: Queen Salote."),
    ("c", "hedged", BUS, "I believe that's a plain white minibus with 'Lady Amy' on the front, not one of the wooden ones."),
    ("p", "hedged", BUS, "A colourful bus goes by — can't see more than that."),
    ("s", "table", "Plate: white, black numbers, 'SAMOA' underneath", "White plate with black digits and SAMOA printed below them."),
    ("c", "table", "Plate: white, black numbers, 'SAMOA' underneath", "Plate: white, black numbers, 'TONGA' underneath"),
    ("p", "markdown", "**Plate:** white, black numbers, 'SAMOA' underneath", "**Plate:** white"),

    # --- fales, graves, churches ---------------------------------------------------
    ("s", "markdown", FALE, "**Architecture:** an open fale (no walls) with a rounded tin roof in front of the main house"),
    ("c", "markdown", "**Fale roof:** domed, corrugated iron", "**Fale roof:** domed, thatched"),
    ("c", "plain", FALE, "A closed weatherboard building with a domed corrugated-iron roof sits in front of the house."),
    ("p", "numbered", FALE, "3. Architecture: a fale."),
    ("s", "jargon", "fale", "An open-sided traditional Samoan house on a raised platform."),
    ("s", "prose", GRAVE,
     "Right by the road, in the front yard, there are a couple of family tombs covered in tiles, which is something you see all over Samoa."),
    ("c", "hedged", GRAVE, "The tiled family graves seem to be behind the house, well away from the road."),
    ("p", "plain", GRAVE, "Graves nearby."),
    ("s", "plain", "Graves nearby.", GRAVE),
    ("s", "hedged", CHURCH, "Hmm, a large white church — I think an EFKS one — with one square tower."),
    ("c", "table", "Church towers: 1 (white EFKS)", "Church towers: 2 (white EFKS)"),
    ("c", "hedged", CHURCH, "The big white church with the single square tower is Catholic, I think, not EFKS."),
    ("p", "plain", CHURCH, "A big white church."),
    ("c", "markdown", "**Church sign:** 'Ekalesia Metotisi' (Methodist)", "**Church sign:** 'Ekalesia Katoliko' (Catholic)"),

    # --- language, names ---------------------------------------------------------------
    ("s", "plain", TALOFA, "Talofa (Samoan hello) on the welcome board"),
    ("c", "markdown", "**Greeting on the board:** Talofa", "**Greeting on the board:** Bula"),
    ("c", "numbered", "2. Welcome board text: 'Talofa'.", "2. Welcome board text: 'Mālō e lelei'."),
    ("p", "hedged", TALOFA, "There's a welcome board of some sort at the village entrance."),
    ("c", "numbered", "4. The sign thanks visitors: 'Fa'afetai'.", "4. The sign thanks visitors: 'Vinaka'."),
    ("s", "numbered", "4. The sign thanks visitors: 'Fa'afetai'.", "fa'afetai (thank you, Samoan) on the sign"),
    ("c", "table", "School: Faleaoga Tulagalua o Lalomanu", "School: Faleaoga Tulagalua o Falealupo"),
    ("s", "hedged", "The school sign reads 'Faleaoga Tulagalua o Lalomanu'.",
     "If I'm reading it right, it's the primary school of Lalomanu — 'Faleaoga Tulagalua o Lalomanu' on the board."),
    ("c", "hedged", "The village name sign says Lalomanu.", "The village sign reads Lufilufi, if my eyes don't deceive me."),
    ("c", "table", "Road: Cross Island Road", "Road: Main Beach Road"),
    ("s", "jargon", "Samoan: lots of 'fa'a-', glottal stops", "The place names and signs are full of 'fa'a-' words with the ' glottal stop, which is Samoan."),
    ("c", "plain", "The ng sound is written with a plain 'g' on the sign, as Samoan does (Salelologa).",
     "The sign spells the ng sound as 'ng', like Tongan does."),
    ("s", "plain", "Apia 12 km on the distance sign.", "distance sign: Apia 12"),
    ("c", "markdown", "**Distance:** Apia 12 km", "**Distance:** Apia 21 km"),

    # --- plants, animals, landscape ---------------------------------------------------------
    ("s", "plain", TARO, "talo patch on the right slope"),
    ("c", "numbered", "5. Crop on the right slope: taro.", "5. Crop on the right slope: cassava."),
    ("c", "hedged", TARO, "The taro patch is on the left slope, I believe, not the right."),
    ("p", "plain", TARO, "Plantation on the right."),
    ("c", "table", "Shade tree at the fale: breadfruit", "Shade tree at the fale: mango"),
    ("s", "hedged", "A breadfruit tree shades the fale.",
     "Those big lobed leaves look like breadfruit to me — a breadfruit ('ulu) tree is shading the fale."),
    ("s", "markdown", LAVA, "**Terrain:** old black lava flow with scrub growing through it (Savai'i)"),
    ("c", "prose", LAVA, "Along here the ground is red volcanic soil covered in lush grass, with no bare lava at all, although we are on Savai'i."),
    ("p", "plain", LAVA, "Volcanic rock along the road."),
    ("s", "prose", "Hibiscus hedges line the road.", "The road is lined with neat hedges of red hibiscus, with the occasional frangipani behind them."),

    # --- brands, codes ------------------------------------------------------------------------
    ("s", "plain", DIGICEL, "Digicel top-up sign (red) on the store"),
    ("c", "markdown", "**Top-up board (red):** Digicel", "**Top-up board (red):** Vodafone"),
    ("p", "plain", DIGICEL, "The shop has a red sign."),
    ("c", "table", "Country code: +685", "Country code: +676"),
    ("s", "hedged", "The phone number starts with +685.", "I see +685 on that sign — that's Samoa's country code."),
    ("c", "numbered", "6. Currency on the price board: tala.", "6. Currency on the price board: pa'anga."),

    # --- roads, meta -----------------------------------------------------------------------------
    ("s", "numbered", SPEED, "5. Speed limit in the village: 40 (km/h)."),
    ("c", "hedged", SPEED, "I think the village speed sign shows 60, not 40."),
    ("s", "plain", "Broken white line down the middle, nothing painted at the edges.", "centre: white dashes; edges: none"),
    ("c", "hedged", "Broken white line down the middle, nothing painted at the edges.",
     "I'm fairly sure the centre line here is a continuous white one — no edge lines, though."),
    ("s", "plain", "Gen 3 coverage.", "third-gen camera"),
    ("c", "markdown", "**Coverage:** Gen 3, car", "**Coverage:** Gen 4, trekker"),

    # --- partials ------------------------------------------------------------------------------------
    ("p", "jargon", "LHT, fales, graves in yard", "LHT, graves in yard"),
    ("p", "prose", "On the left there's a fale with a domed tin roof, and beyond it a white church with one tower.",
     "A white church with one tower on the left."),
    ("p", "numbered", "2. Vegetation: coconuts, breadfruit, bananas and taro.", "2. Vegetation: coconuts"),
    ("p", "table", "Bus: wooden body, painted red and yellow", "Bus: wooden body"),
    ("p", "hedged", "I think the shop sign mentions Digicel and the phone number starts +685.", "Phone number: +685."),
    ("p", "markdown", "**Church:** EFKS, white, one square tower", "**Church:** EFKS"),
    ("p", "prose", "Stone wall along the road with hibiscus on top.", "A low wall of stacked volcanic stones runs along the road."),
    ("p", "hedged", "Pretty sure there's a pig and a couple of dogs in the yard.", "Dogs in the yard."),
    ("p", "prose", "The lagoon is on the left, and beach fales with thatched roofs stand on the sand.",
     "Beach fales on the sand."),

    ("s", "markdown", "Vailima beer advert on the store.", "**Ads:** Vailima (the Samoan beer) painted on the store wall"),
    ("s", "numbered", "Prices on the board are in tala.", "7. Currency on the price board: tala (WST)."),
    ("s", "hedged", "Pigs rooting around by the roadside.",
     "There are a couple of pigs snuffling along the verge — very common in Samoan villages."),
    ("s", "prose", "White sand beach with turquoise lagoon on the left.",
     "To our left a strip of white sand drops into a turquoise lagoon, probably the south coast of Upolu."),
    ("s", "table", "Church: big, white, EFKS, single square tower", "EFKS church, white, one tower"),
    ("s", "hedged", "LHT since 2009, RHD imports",
     "Traffic is on the left and, if I see right, most cars are right-hand-drive imports."),
    ("p", "numbered", "6. Road: narrow, sealed, white dashed centre line, no shoulders.", "6. Road: narrow and sealed."),
    ("p", "markdown", "**Signs:** Samoan, with 'Afio mai' on the village board", "**Signs:** in Samoan"),
    ("p", "table", "Graves: tiled, painted white, in the front yard", "Graves: in the front yard"),

    # --- unrelated -----------------------------------------------------------------------------------
    ("u", "hedged", "Alright, let's see what we've got.", FALE),
    ("u", "hedged", "This is Polynesia for sure, I'd say.", "Talofa on the welcome board"),
    ("u", "markdown", "**Fale:** domed roof", "**Church:** domed bell tower"),
    ("u", "prose", "The sky is blue with puffy trade-wind clouds, a lovely day.", CHURCH),
    ("u", "hedged", "Bright sunshine, very tropical — doesn't narrow it much.", "The signs are in Samoan."),
    ("u", "numbered", "9. My answer: Samoa, Upolu south coast.", TARO),
    ("u", "table", "Graves: in the yard", "Fence: coral stones"),
    ("u", "plain", "Red Digicel sign", "Red hibiscus hedge"),
    ("u", "prose", "There's a really peaceful, rural island feel here that reminds me of the South Pacific.",
     "Tiled family graves in the front yard, right next to the road."),
    ("u", "numbered", "1. Driving: left.", "4. Bus: painted yellow."),
    ("u", "plain", "Breadfruit tree", "Taro plantation"),
    ("u", "table", "Distance: Apia 12 km", "Speed limit: 40"),
    ("u", "table", "Coast: lowland strip", "Plate: SAMOA printed below"),
    ("u", "plain", "Lady Amy bus", "Lady selling mats by the road"),
    ("u", "hedged", "Hmm, could also be Tonga or American Samoa, honestly.", "Wooden-bodied bus"),
    ("u", "plain", "Black lava field", "Black dog on the road"),
    ("u", "hedged", "EFKS church", "The church fence is painted blue, I notice."),
    ("u", "plain", "Vailima beer advert", "Prices in tala"),
    ("u", "markdown", "**Coverage:** Gen 3", "**Road:** narrow, sealed"),
    ("u", "plain", "Hibiscus hedges", "Frangipani print on the bus curtains"),
    ("u", "jargon", "+685 number", "Faleaoga sign"),
    ("u", "numbered", "3. Beach: white sand.", "4. Driveway: white-painted stones."),
    ("u", "plain", "Pigs by the road", "Roast-pig sign at the umu stall"),
    ("u", "hedged", "I'll lock in Samoa with moderate confidence.", "Fa'afetai on the sign"),
    ("u", "markdown", "**Vegetation:** coconut palms", "**Architecture:** open fales"),
    ("u", "plain", "Mostly RHD Japanese imports", "The Japanese flag on the aid project sign"),
    ("u", "hedged", "Taro plantation on the right", "Someone's selling taro chips at a stall on the right, by the look of it."),
    # --- negation and filler pairs ---
    ("s", "markdown", "**Fences:** none — the yards open straight onto the road", "The front yards have no fences; the grass runs right to the roadside."),
    ("p", "plain", "Open fale with no walls and a thatched roof.", "Thatched-roof fale."),
]

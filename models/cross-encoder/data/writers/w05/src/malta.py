# Malta (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "White plates, EU band on the left with an M, format ABC 123."
TRIQ = "Marble street plaque: 'Triq il-Knisja'."
BALCONY = "Enclosed wooden balconies painted green on the limestone facades."
BUS = "A white-and-turquoise Malta Public Transport bus on route 41."
POSTCODE = "The address plaque gives the postcode SLM 1549."
LUZZU = "Colourful luzzu boats with the eye painted on the bow in the harbour."
PRICKLY = "Prickly pear cactus along the rubble wall."
CISK = "Cisk beer sign outside the bar."
LINES = "Single yellow line along the kerb, white dashed centre line."

PAIRS = [
    # --- plates, driving -------------------------------------------------------------
    ("s", "markdown", PLATE, "**Plates:** white EU-format, 'M' on the blue band, three letters + three digits"),
    ("c", "markdown", "**Plates:** white, EU band with M", "**Plates:** white, EU band with I"),
    ("c", "table", "Plate format: ABC 123", "Plate format: AB 1234"),
    ("c", "hedged", PLATE, "The plates look white, but I see no EU band at all — just the letters and numbers."),
    ("p", "plain", PLATE, "EU plates with M."),
    ("s", "jargon", "EU plates with M.", PLATE),
    ("s", "prose", "LHT", "Traffic here keeps to the left, British-style, and the parked cars are right-hand drive."),
    ("c", "numbered", "1. Drives on the left.", "1. Drives on the right."),

    # --- language, names ------------------------------------------------------------------
    ("s", "hedged", TRIQ, "The plaque on the corner — marble, I think — reads Triq il-Knisja, Church Street in Maltese."),
    ("c", "numbered", "3. Street plaque: Triq il-Knisja.", "3. Street plaque: Triq il-Kbira."),
    ("c", "hedged", TRIQ, "The marble plaque is in Italian, I believe — Via della Chiesa."),
    ("p", "hedged", TRIQ, "There's a marble street plaque on the corner, can't read it though."),
    ("s", "plain", "There's a marble street plaque.", TRIQ),
    ("c", "table", "Letter in the town name: ż (dot above)", "Letter in the town name: ž (háček)"),
    ("s", "table", "Letters: ħ, ġ, ż, għ", "Maltese alphabet letters like ħ, ġ, ż and the digraph għ appear on the signs."),
    ("c", "markdown", "**Pharmacy sign:** Spiżerija (Maltese)", "**Pharmacy sign:** Farmacia (Italian)"),
    ("s", "numbered", "The word on the shop is 'Spiżerija'.", "3. Shop: 'Spiżerija' (Maltese for pharmacy)."),
    ("c", "hedged", "The village sign says 'Għajnsielem'.", "The village sign reads Għarb, I'm pretty sure."),
    ("c", "markdown", "**Town:** Mellieħa (sign at the roundabout)", "**Town:** Mosta (sign at the roundabout)"),
    ("s", "plain", "House name on a ceramic tile: 'Dar il-Ħena'.", "tile house name: Dar il-Ħena"),
    ("c", "numbered", "5. House-name tile: Dar il-Ħena.", "5. House-name tile: Villa Sunshine."),
    ("s", "prose", "Maltese and English on the signs.",
     "The signage is bilingual: the street names are Maltese, with words like Triq and Pjazza, while the shop and traffic signs use English."),

    # --- codes ---------------------------------------------------------------------------
    ("s", "plain", POSTCODE, "postcode SLM 1549 → Sliema"),
    ("c", "table", "Postcode: SLM 1549", "Postcode: MST 1549"),
    ("c", "markdown", "**Postcode:** SLM 1549", "**Postcode:** SLM 1594"),
    ("p", "hedged", POSTCODE, "There's an address plaque with a postcode, I think, too small to read."),
    ("c", "numbered", "6. Van phone: +356.", "6. Van phone: +39."),
    ("s", "hedged", "The phone number on the van starts +356.", "I can see +356 on the side of that van, so Maltese."),
    ("c", "table", "Bus route: 41", "Bus route: 14"),

    # --- buildings -------------------------------------------------------------------------
    ("s", "markdown", BALCONY, "**Architecture:** gallariji (closed timber balconies), painted green, on honey-coloured stone"),
    ("c", "hedged", BALCONY, "The enclosed wooden balconies look red to me, not green."),
    ("c", "table", "Balconies: enclosed, wooden", "Balconies: open, wrought iron"),
    ("p", "plain", BALCONY, "Limestone facades."),
    ("s", "plain", "Honey-coloured limestone buildings.", "golden Globigerina limestone everywhere"),
    ("c", "prose", "Honey-coloured limestone buildings.", "The buildings are whitewashed cubes with bright blue doors, very Cycladic, not the honey-coloured stone you'd expect."),
    ("s", "hedged", "A saint's statue in a niche on the corner of the house.",
     "There's a little statue of a saint in a niche at the corner of the building, which is super common in Malta."),
    ("c", "markdown", "**Church:** dome + two bell towers", "**Church:** dome + one bell tower"),
    ("s", "numbered", "The parish church has a big dome and two bell towers.", "4. Church: baroque, a large dome flanked by twin belfries."),

    # --- vehicles, boats -------------------------------------------------------------------------
    ("s", "prose", BUS, "A modern bus in the white and turquoise Malta Public Transport livery passes us, showing 41 on its display."),
    ("c", "hedged", BUS, "That bus on route 41 looks like one of the old yellow-and-orange Malta buses."),
    ("p", "plain", BUS, "A bus on route 41."),
    ("s", "plain", LUZZU, "colourful luzzus w/ painted eyes → Marsaxlokk"),
    ("c", "numbered", "2. Harbour boats: luzzus with painted eyes.", "2. Harbour boats: white fibreglass yachts."),
    ("p", "hedged", LUZZU, "There are boats in the harbour, can't see what kind."),
    ("c", "table", "Vehicle at the gate: karozzin (horse-drawn)", "Vehicle at the gate: tuk-tuk"),
    ("s", "jargon", "karozzin at the gate", "A horse-drawn karozzin waits by the gate."),

    # --- vegetation, terrain ----------------------------------------------------------------------
    ("s", "plain", PRICKLY, "bajtar tax-xewk (prickly pear) by the wall"),
    ("c", "markdown", "**Along the wall:** prickly pear", "**Along the wall:** agave"),
    ("p", "plain", PRICKLY, "A rubble wall."),
    ("s", "markdown", "Carob tree in the field.", "**Trees:** a lone carob in the field"),
    ("c", "hedged", "Carob tree in the field.", "The tree in the field looks like an olive, I'd say."),
    ("s", "plain", "Pink oleanders on the road median.", "The median strip is planted with pink oleander."),

    # --- brands, street furniture --------------------------------------------------------------------
    ("s", "table", CISK, "Bar sign: Cisk (Maltese lager)"),
    ("c", "numbered", "7. Beer sign at the bar: Cisk.", "7. Beer sign at the bar: Peroni."),
    ("p", "plain", CISK, "There's a bar."),
    ("s", "plain", "A red British pillar box on the pavement.", "red UK-style post box"),
    ("c", "table", "Post box: red pillar box", "Post box: yellow"),
    ("c", "hedged", "The bank on the corner is Bank of Valletta.", "The bank on the corner — HSBC, I think."),
    ("s", "hedged", "The bank on the corner is Bank of Valletta.", "Looks like a BOV — Bank of Valletta — on the corner."),

    # --- road, meta -----------------------------------------------------------------------------------
    ("s", "numbered", LINES, "2. Markings — white dashes in the centre and a single yellow line by the kerb."),
    ("c", "markdown", "**Kerb line:** single yellow", "**Kerb line:** double yellow"),
    ("c", "numbered", "2. Kerb line: single yellow.", "2. Kerb line: single white."),
    ("p", "plain", LINES, "White dashed centre line."),
    ("s", "plain", "Gen 3, 2013.", "2013 coverage, third-gen camera"),

    # --- partials --------------------------------------------------------------------------------------
    ("p", "hedged", "LHT, Gen 4 and those M plates — plus all the limestone, obviously.", "Left-hand traffic."),
    ("p", "prose", "There's a pastizzeria on the corner and a Cisk sign above the bar next to it.",
     "A pastizzeria on the corner."),
    ("p", "numbered", "5. Vegetation: prickly pear, carob and oleander — Mediterranean.", "5. Vegetation: carob."),
    ("p", "table", "Balconies: enclosed, wooden, painted blue", "Balconies: enclosed, wooden"),
    ("p", "markdown", "**Signs:** Maltese street names, English traffic signs, UK-style fonts", "**Signs:** Maltese street names"),
    ("p", "hedged", "Valletta, I think — the grid of steep streets, the gallariji and the sea at the end.", "Steep streets with the sea at the end."),
    ("p", "plain", "A red phone box and a red pillar box side by side.", "A red phone box."),

    ("s", "hedged", "Supermarket: Pavi.", "Hmm, the big supermarket on the left might be Pavi — yes, I can read PAVI on the front."),
    ("s", "markdown", "Bare, rocky garigue on the cliff top.", "**Vegetation:** almost none — rocky garigue scrub along the cliff top"),
    ("s", "numbered", "Speed limit 80 on the arterial road.", "6. Speed sign: 80 km/h on this arterial road."),
    ("p", "hedged", "Pretty sure that's the Mosta Rotunda dome behind the houses, with a festa banner across the street.",
     "A festa banner across the street."),
    ("p", "numbered", "7. Walls: rubble walls with prickly pear and a few carob trees behind.", "7. Walls: rubble walls."),
    ("p", "table", "Church: baroque, dome, two bell towers, two clocks", "Church: baroque, dome"),
    ("p", "markdown", "**Bus:** Malta Public Transport, white/turquoise, route 41 to Mġarr", "**Bus:** Malta Public Transport"),
    ("p", "prose", "Down the hill a luzzu is tied up next to the pier, with a couple of men mending yellow fishing nets.",
     "A luzzu is tied up next to the pier."),

    # --- unrelated --------------------------------------------------------------------------------------
    ("u", "hedged", "Right, let me go through this carefully.", PLATE),
    ("u", "hedged", "This is southern Europe, I'm pretty sure.", "M on the EU band"),
    ("u", "table", "Buildings: limestone", "Plants: prickly pear"),
    ("u", "prose", "It's sunny and the light is very bright, the kind of glare you get off pale stone.", BALCONY),
    ("u", "markdown", "**Sun:** high, short shadows", "**Buses:** turquoise and white"),
    ("u", "numbered", "8. Final guess: Malta, around Sliema.", POSTCODE),
    ("u", "plain", "Yellow line along the kerb", "Yellow old Malta bus"),
    ("u", "markdown", "**Post box:** red pillar box", "**Balcony:** red gallarija"),
    ("u", "prose", "Honestly, the whole place has that sun-baked, densely built Mediterranean island look that I associate with Malta.",
     "Enclosed wooden balconies painted green on the limestone facades."),
    ("u", "numbered", "3. Street plaque: Triq il-Knisja.", "4. Parish church: big dome."),
    ("u", "plain", "Luzzu boats", "Fishing nets drying on the quay"),
    ("u", "numbered", "1. Land: rocky and terraced.", "2. Plates: white with M."),
    ("u", "hedged", "Could this be Gozo rather than the main island? Not sure.", "Cisk sign outside the bar"),
    ("u", "table", "Camera: Gen 3", "Vehicle: karozzin"),
    ("u", "plain", "+356 number", "Postcode SLM 1549"),
    ("u", "plain", "Carob tree", "Carob syrup advert"),
    ("u", "hedged", "The bus is on route 41.", "The house number is 41, I think."),
    ("u", "jargon", "LHT", "Bank of Valletta"),
    ("u", "plain", "Pink oleanders", "Pink-painted front door"),
    ("u", "markdown", "**Corner:** saint's statue in a niche", "**Street:** festa decorations"),
    ("u", "hedged", "Let me look at the architecture before anything else.", "Single yellow line along the kerb"),
    ("u", "markdown", "**Vegetation:** Mediterranean scrub", "**Script:** Latin with ħ and ż"),
    ("u", "plain", "Speed limit 80", "EU plates"),
    ("u", "plain", "Rubble walls", "A wall of honey-coloured limestone blocks on the building site"),
    ("u", "plain", "Supermarket: Pavi", "Stone pavement"),
    ("u", "table", "Letter: Ż in the town name", "Sign: Z-shaped bend warning"),
    # --- negation and filler pairs ---
    ("c", "numbered", "4. No balconies on these facades.", "4. Green enclosed balconies on every facade."),
    ("p", "hedged", "White plates, and no EU band on them — must be an older car.", "The plates are white."),
]

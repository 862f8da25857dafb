# Paraguay (dev). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "Mercosur plate: blue top band reading PARAGUAY, four letters and three digits."
WELCOME = "The town arch says 'Tereg̃uahẽ porãite' — welcome in Guaraní."
EMPEDRADO = "The street is paved with rough cobblestones (empedrado)."
RUTA = "Road marker: Ruta PY02."
SOY = "Huge soybean field on the right, red soil between the rows."
LAPACHO = "A pink-flowering lapacho tree in front of the house."
COLORADO = "Red-painted wall with 'ANR' — Partido Colorado."
PHONE = "The number on the sign is a Tigo mobile: 0981 …"
AREA = "Landline with the 061 area code — Ciudad del Este."
MOTO = "Two men ride past on a small red Kenton motorcycle, no helmets."
KARANDAY = "Karanda'y palms scattered across a flooded grassland."
AVENUE = "Street sign: 'Avda. Mariscal López'."
LINES = "Yellow double centre line, white lines at both edges."

PAIRS = [
    # --- plates, driving ------------------------------------------------------------
    ("s", "markdown", PLATE, "**Plate:** Mercosur style — blue band on top with PARAGUAY, pattern ABCD 123"),
    ("c", "markdown", "**Plate band:** PARAGUAY", "**Plate band:** BRASIL"),
    ("c", "table", "Plate pattern: 4 letters + 3 digits", "Plate pattern: 3 letters + 4 digits"),
    ("c", "hedged", PLATE, "I think that's an old-style plate with no blue band at all, just PARAGUAY printed at the bottom."),
    ("p", "numbered", PLATE, "2. Plate: Mercosur style."),
    ("s", "jargon", "PY Mercosur plate", "The car wears the Mercosur plate with the word PARAGUAY in the blue band."),
    ("p", "table", "Plate: Mercosur, PARAGUAY, AAEK 482", "Plate: Mercosur, PARAGUAY"),
    ("c", "table", "Plate: Mercosur, PARAGUAY, AAEK 482", "Plate: Mercosur, PARAGUAY, AAEK 428"),
    ("s", "numbered", "RHT", "1. Driving side: right — the motorbikes keep to the right-hand edge."),

    # --- Guaraní, Spanish, German --------------------------------------------------------
    ("s", "prose", WELCOME,
     "Over the road there's an arch with the greeting Tereg̃uahẽ porãite, which is Guaraní for 'you are very welcome', so Paraguay for sure."),
    ("c", "markdown", "**Arch greeting:** Tereg̃uahẽ porãite (Guaraní)", "**Arch greeting:** Bienvenidos (Spanish)"),
    ("c", "hedged", WELCOME, "I think the arch actually says Willkommen, in German — a Mennonite colony, then."),
    ("p", "hedged", WELCOME, "There's some kind of welcome arch over the road, I can't read it."),
    ("s", "plain", "There's a welcome arch over the road.", WELCOME),
    ("c", "hedged", "The sign at the shop door says 'Aguyje', thanks in Guaraní.",
     "The shop door says 'Gracias', I believe — Spanish, not Guaraní."),
    ("s", "table", "Letters: g̃, ẽ, ỹ (Guaraní)", "The nasal-tilde letters g̃, ẽ and ỹ show up on signs, which only Guaraní uses."),
    ("c", "markdown", "**Town sign:** Willkommen in Loma Plata", "**Town sign:** Willkommen in Filadelfia"),
    ("s", "hedged", "**Town sign:** Willkommen in Loma Plata", "Looks like a German welcome sign — 'Willkommen in Loma Plata' — Mennonite Chaco."),
    ("c", "table", "Cooperative: Chortitzer", "Cooperative: Neuland"),

    # --- names, roads -------------------------------------------------------------------
    ("s", "numbered", RUTA, "3. Route: PY02, the highway from Asunción towards Ciudad del Este."),
    ("c", "hedged", RUTA, "The marker says PY09, if I'm not mistaken."),
    ("p", "plain", RUTA, "A road marker by the shoulder."),
    ("c", "jargon", "Transchaco (PY09)", "Ruta PY01 to Encarnación"),
    ("s", "jargon", "Transchaco (PY09)", "The highway is signposted as Ruta PY09, the Transchaco."),
    ("s", "plain", AVENUE, "Avda. Mcal. López on the corner sign"),
    ("c", "numbered", "3. Street sign: Avda. Mariscal López.", "3. Street sign: Avda. Eusebio Ayala."),
    ("c", "markdown", "**Street:** Avda. Mariscal López", "**Street:** Calle Mariscal Estigarribia"),
    ("p", "hedged", AVENUE, "There's a street sign on the corner, too blurry to read."),
    ("c", "table", "Distance: Coronel Oviedo 38 km", "Distance: Coronel Oviedo 83 km"),
    ("s", "markdown", "Distance sign: Coronel Oviedo 38 km.", "**Distance:** 38 km to Coronel Oviedo"),
    ("c", "numbered", "5. Bus line: 30.", "5. Bus line: 18."),

    # --- codes, brands, politics -------------------------------------------------------------
    ("s", "plain", PHONE, "Tigo cell no. (0981) on the sign"),
    ("c", "hedged", PHONE, "The mobile number on the sign starts 0971, I think — a Personal line."),
    ("p", "numbered", PHONE, "4. A phone number is painted on the sign."),
    ("s", "hedged", AREA, "The landline on that sign seems to start with 061, which would be Ciudad del Este."),
    ("c", "markdown", "**Area code:** 061 (Ciudad del Este)", "**Area code:** 071 (Encarnación)"),
    ("c", "table", "Country code: +595", "Country code: +598"),
    ("s", "prose", COLORADO,
     "The long wall on the left is painted bright red with the letters ANR, the Colorado party's colour and initials."),
    ("c", "hedged", COLORADO, "The wall looks blue to me, with PLRA on it — the Liberals."),
    ("p", "plain", COLORADO, "A red-painted wall."),
    ("s", "markdown", "Copetrol station.", "**Fuel:** Copetrol (Paraguayan chain) on the corner"),
    ("s", "numbered", "Supermarket: Superseis.", "5. A Superseis supermarket across the avenue."),
    ("c", "markdown", "**Beer sign:** Pilsen", "**Beer sign:** Brahma"),
    ("s", "hedged", "Pilsen beer sign on the despensa.", "There's a Pilsen sign over the little despensa, if I'm not mistaken — the Paraguayan beer."),

    # --- surface, road lines ------------------------------------------------------------------
    ("s", "plain", EMPEDRADO, "empedrado street"),
    ("c", "table", "Surface: empedrado (cobbles)", "Surface: smooth asphalt"),
    ("p", "plain", EMPEDRADO, "The street is paved."),
    ("s", "hedged", "The street is paved.", "I'd call this a paved street — rough cobbles, but paved."),
    ("s", "numbered", LINES, "2. Markings: two yellow lines in the centre, white ones along the edges."),
    ("c", "markdown", "**Centre line:** yellow double", "**Centre line:** yellow single dashed"),
    ("p", "hedged", LINES, "I can make out white lines at the edges, at least."),
    ("s", "plain", "Red dirt road.", "The road is unpaved, deep red earth."),

    # --- vegetation, farming, animals -----------------------------------------------------------
    ("s", "prose", SOY, "On the right side there's a massive soy field, and you can see bright red soil between the rows — classic eastern Paraguay."),
    ("c", "numbered", "6. Crop on the right: soy.", "6. Crop on the right: maize."),
    ("p", "plain", SOY, "Red soil on the right."),
    ("s", "markdown", LAPACHO, "**Trees:** a lapacho in pink bloom outside the house"),
    ("c", "table", "Lapacho bloom: pink", "Lapacho bloom: yellow"),
    ("c", "hedged", LAPACHO, "The pink tree in front of the house is a bougainvillea, I think, not a lapacho."),
    ("p", "plain", LAPACHO, "A flowering tree in front of the house."),
    ("s", "plain", KARANDAY, "karanda'y palms, wet savanna"),
    ("c", "markdown", "**Palms in the wet grassland:** karanda'y", "**Palms in the wet grassland:** coconut"),
    ("p", "plain", KARANDAY, "Palms in the grassland."),
    ("s", "hedged", "Dry thorny Chaco scrub with bottle trees.",
     "This looks like Chaco bush to me — low, thorny, with those swollen palo borracho trunks."),
    ("c", "prose", "Dry thorny Chaco scrub with bottle trees.", "The road runs through tall, humid Atlantic forest hung with lianas, the kind that used to cover eastern Paraguay."),
    ("c", "table", "Bird in the field: rhea (ñandú)", "Bird in the field: emu"),
    ("s", "table", "Cattle: Nelore (white, humped)", "White humped zebu cattle — Nelore — in the pasture."),

    # --- vehicles, people, buildings ------------------------------------------------------------
    ("s", "plain", MOTO, "2 guys on a red Kenton moto, helmetless"),
    ("c", "numbered", "7. Motorcycle brand: Kenton.", "7. Motorcycle brand: Honda."),
    ("c", "hedged", MOTO, "Two guys on a red Kenton, and they're both wearing helmets, actually."),
    ("p", "markdown", MOTO, "**Traffic:** a motorcycle rides past"),
    ("s", "prose", "Brick houses with red tile roofs and a front corridor on columns.",
     "The houses are bare brick with red clay tile roofs and a shaded porch held up by columns along the front — the corredor typical of Paraguayan towns."),
    ("c", "table", "Roofs: red tile (brick houses with corridor)", "Roofs: flat concrete (brick houses with corridor)"),
    ("s", "hedged", "A chipa seller with a basket on her head.", "I see a woman with a basket on her head — probably a chipera selling chipa."),
    ("c", "markdown", "**Drink:** tereré (cold) from a guampa", "**Drink:** mate (hot) with a thermos"),
    ("s", "jargon", "ANDE concrete poles", "The electricity poles are concrete ones from ANDE, the state power company."),
    ("c", "numbered", "3. Poles: ANDE concrete.", "3. Poles: wooden."),
    ("s", "plain", "Gen 4", "fourth-generation camera, crisp"),
    ("c", "hedged", "Gen 4", "Honestly, this looks like Gen 3 from around 2013 to me."),

    # --- partials -------------------------------------------------------------------------------
    ("p", "table", "Key clues: RHT, empedrado, red soil", "Key clue: red soil"),
    ("p", "prose", "At the corner there is a despensa with a Pilsen sign, and a Tigo Money board hangs on its wall.",
     "A Tigo Money board on the wall."),
    ("p", "numbered", "4. Vegetation: lapacho, mango and citrus in the yards.", "4. Vegetation: mango"),
    ("p", "markdown", "**Road:** asphalt, yellow double centre line, motorbikes everywhere", "**Road:** asphalt"),
    ("p", "hedged", "I'd say this is near Encarnación — the river is on the right and the sign says Ruta PY01.", "Ruta PY01."),
    ("p", "table", "Bus: old Mercedes, painted blue and white, Línea 30", "Bus: old Mercedes"),
    ("p", "plain", "A Colorado-red wall next to a blue Tigo kiosk.", "A Tigo kiosk."),
    ("p", "prose", "Beyond the fence a Mennonite farmstead: neat brick house, big silo and a windmill pumping water.",
     "A windmill pumping water."),
    ("p", "hedged", "I think I see a ñandú and some Nelore cattle near the fence.", "Cattle near the fence."),
    ("p", "numbered", "6. Soil: red, with cobbled streets in town.", "6. Soil: red."),
    ("p", "table", "Church: white, one tower, Caacupé basilica dome behind", "Church: white"),
    ("p", "markdown", "**Language:** Spanish and Guaraní on the shop signs", "**Language:** Spanish"),
    ("p", "plain", "Empedrado street with a red-painted Colorado seccional.", "A Colorado seccional building."),

    ("s", "markdown", "Sugar cane fields near Iturbe.", "**Crops:** sugar cane around Iturbe (Guairá)"),
    ("s", "hedged", "Country code +595 on the billboard.",
     "The billboard has a +595 number — Paraguay's code, unless I'm misreading it."),
    ("s", "prose", "Supermarket: Stock.", "Across the road stands a Stock supermarket, one of the big Paraguayan chains."),
    ("s", "plain", "Tigo wall", "The wall is painted in Tigo blue."),

    # --- unrelated ------------------------------------------------------------------------------
    ("u", "hedged", "Okay, let me think out loud for a moment.", PLATE),
    ("u", "hedged", "This is South America, clearly.", "PARAGUAY on the plate"),
    ("u", "table", "Street: empedrado", "Soil: red"),
    ("u", "prose", "It is a bright, warm day with a hazy sky, nothing unusual.", LAPACHO),
    ("u", "hedged", "Feels hot and humid — not that the weather proves anything.", "Empedrado streets."),
    ("u", "numbered", "12. My guess: Paraguay, Central department.", RUTA),
    ("u", "markdown", "**Wall:** red ANR", "**Kiosk:** red Claro"),
    ("u", "plain", "Tigo blue wall", "Blue Mercosur plate band"),
    ("u", "prose", "Everything here, from the heat haze to the relaxed village feel, reminds me of inland Paraguay.",
     "The street is paved with rough cobblestones (empedrado)."),
    ("u", "hedged", "Avda. Mariscal López", "There's a statue of Mariscal López in the plaza, I think."),
    ("u", "plain", "Copetrol", "Speed limit 60"),
    ("u", "markdown", "**Relief:** flat as a table", "**Plates:** Mercosur"),
    ("u", "hedged", "Argentina would also fit, to be honest.", "Guaraní on the arch"),
    ("u", "plain", "Gen 4", "Lapacho tree"),
    ("u", "table", "Phone: 0981", "Street: Avda. Eusebio Ayala"),
    ("u", "plain", "Soybean field", "Soy-oil billboard"),
    ("u", "plain", "Karanda'y palms", "Palm-leaf roof on the shelter"),
    ("u", "jargon", "RHT", "Superseis"),
    ("u", "numbered", "5. Bus line: 30.", "6. Speed limit: 30."),
    ("u", "plain", "Chipa seller", "Chipa shop sign: 'Chipería María Ana'"),
    ("u", "hedged", "Let me weigh up the soil colour first.", "Kooperative Chortitzer sign"),
    ("u", "markdown", "**Vegetation:** subtropical", "**Politics:** Colorado red paint"),
    ("u", "markdown", "**Cattle:** Nelore", "**Truck:** cattle truck on the highway"),
    ("u", "plain", "Mennonite farmstead", "German-language Bible verse on the billboard"),
    ("u", "plain", "Ruta PY02", "Two-lane asphalt road"),
    ("u", "plain", "Brick houses with tile roofs", "Brick factory chimney"),
    ("u", "plain", "Tereré from a guampa", "Tereré stand with a cooler at the roadside"),
    ("u", "table", "Road: red dirt", "Motorcycle: red"),
    ("u", "plain", "A rhea in the field", "Field fenced with barbed wire"),
    ("u", "hedged", "I'll commit to Paraguay; the rest is fine-tuning.", "Pink lapacho in bloom"),
    ("u", "table", "Poles: concrete", "Road: empedrado"),
    ("u", "hedged", "The welcome arch is in Guaraní.", "The church arch is painted white, by the way."),
    # --- negation and filler pairs ---
    ("c", "table", "Pavement: none, bare earth", "Pavement: concrete sidewalks on both sides"),
    ("u", "plain", "No cobblestones here.", "The lapacho is in bloom."),
]

# Ecuador (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "White plate with 'ECUADOR' across the top band; the registration starts with P, so Pichincha."
BANANA = "Banana plantation on the right, the bunches wrapped in blue plastic bags."
EUCA = "Rows of eucalyptus along the highland road."
COTOPAXI = "The snow-capped cone of Cotopaxi is visible to the east."
PICKUP = "A white Chevrolet pickup with a green-and-white taxi stripe."
E35 = "Route shield: E35."
PHONE = "The phone number on the hardware store starts with 02, the Quito area code."
LINES = "Double solid yellow centre line, white edge lines."
HOUSE = "Unfinished two-storey concrete house with rebar sticking out of the roof."

PAIRS = [
    # --- plates --------------------------------------------------------------
    ("s", "markdown", PLATE, "**Plate:** white, ECUADOR top band, prefix P → Pichincha (Quito)"),
    ("c", "numbered", "2. Plate: ECUADOR band, first letter P → Pichincha.", "2. Plate: ECUADOR band, first letter G → Guayas."),
    ("c", "hedged", PLATE, "The plate seems to say 'PERÚ' in the top band, and it begins with a P too."),
    ("p", "plain", PLATE, "The plate has the word ECUADOR at the top."),
    ("s", "prose", "The plate has the word ECUADOR at the top.",
     "I can read the licence plate of the bus: the band along its top edge spells ECUADOR, and the letters below start with A for Azuay."),
    ("c", "table", "Plate top band: orange (commercial)", "Plate top band: white (private car)"),
    ("s", "jargon", "orange top band = commercial", "The taxi's plate has the orange band used on commercial vehicles."),
    ("c", "table", "Plate number: PCD-4821", "Plate number: PCD-4812"),

    # --- language and signs -----------------------------------------------------
    ("s", "plain", "Red octagonal stop sign with PARE.", "stop sign: 'PARE'"),
    ("c", "hedged", "Red octagonal stop sign with PARE.", "The stop sign — red octagon — says ALTO, I'm fairly sure."),
    ("s", "hedged", "'Se vende' painted on the wall of the house.",
     "There's a hand-painted 'SE VENDE' on the wall — house for sale, Spanish."),
    ("c", "markdown", "**Mural slogan:** 'Sumak Kawsay' (Kichwa)", "**Mural slogan:** 'Buen Vivir' (Spanish)"),
    ("s", "numbered", E35, "3. Road number: E35 (the Panamericana through the Sierra)."),
    ("c", "hedged", E35, "Not sure I read it right, but the shield looks like E45 to me."),
    ("p", "plain", E35, "There's a route shield by the road."),
    ("c", "table", "Distance: Riobamba 52 km", "Distance: Riobamba 25 km"),
    ("c", "plain", "Green distance sign: Riobamba 52 km.", "Green distance sign: Ambato 52 km."),
    ("s", "hedged", "Green distance sign: Riobamba 52 km.",
     "Okay so the green sign says Riobamba, and I think the number is 52 km."),
    ("c", "numbered", "4. Street: Av. 10 de Agosto.", "4. Street: Av. 6 de Diciembre."),
    ("s", "table", "Street: Av. 10 de Agosto", "The street sign says 'Av. 10 de Agosto'."),

    # --- codes, brands -------------------------------------------------------------
    ("s", "plain", PHONE, "ferretería phone: (02) 2… → Quito"),
    ("c", "prose", PHONE, "The hardware store has its phone number painted on the wall, and it starts with 04, which is the Guayaquil area code, so we are probably on the coast."),
    ("p", "hedged", PHONE, "The ferretería has a phone number painted on it, but I can't read the digits."),
    ("s", "markdown", "Yellow Banco Pichincha branch.", "**Bank:** Banco Pichincha, yellow signage"),
    ("c", "markdown", "**Bank:** Banco Pichincha (yellow)", "**Bank:** Banco Guayaquil (magenta)"),
    ("c", "hedged", "The supermarket is a Tía.", "The supermarket looks like a Supermaxi to me, with that logo."),
    ("s", "plain", "Claro shop, red logo", "A red Claro phone store"),
    ("c", "markdown", "**Fuel:** Primax station", "**Fuel:** Petroecuador station"),

    # --- vegetation and animals --------------------------------------------------------
    ("s", "prose", BANANA,
     "To the right of the road there's a banana plantation, and the bunches are covered with blue plastic bags, which is how they grow export bananas on the coast."),
    ("c", "numbered", "3. Crop on the right: bananas, bunches in blue bags.", "3. Crop on the right: cacao, pods on the trunks."),
    ("c", "plain", BANANA, "Banana plantation on the left, the bunches wrapped in blue plastic bags."),
    ("p", "table", BANANA, "Crop: banana (right side)"),
    ("s", "jargon", EUCA, "euca lines the road (Sierra)"),
    ("c", "markdown", "**Trees along the road:** eucalyptus", "**Trees along the road:** pine"),
    ("p", "plain", EUCA, "Trees along the road."),
    ("c", "hedged", "Llamas grazing on the páramo.", "Those animals on the páramo look like vicuñas — slimmer and tawny."),
    ("s", "plain", "Tufted páramo grass at high altitude.", "High-altitude grassland (pajonal) covers the slopes."),
    ("c", "table", "Animal on the path: giant tortoise", "Animal on the path: marine iguana"),
    ("p", "plain", "Sugar cane fields in the valley, with a trapiche shed.", "Sugar cane in the valley."),

    # --- landscape -----------------------------------------------------------------------
    ("s", "plain", COTOPAXI, "Cotopaxi in view (snowy cone, E)"),
    ("c", "hedged", COTOPAXI, "The snowy volcano to the east is Chimborazo, I think — it looks more like a dome than a cone."),
    ("c", "plain", COTOPAXI, "The snow-capped cone of Cotopaxi is visible to the west."),
    ("p", "numbered", COTOPAXI, "1. A snow-covered volcano sits in the background."),
    ("c", "prose", "Steep Andean valley, terraced fields.", "There are no hills at all in this view; it is flat coastal lowland with rice and pasture stretching away."),

    # --- vehicles and people --------------------------------------------------------------
    ("s", "plain", PICKUP, "Taxi camioneta: white Chevy pickup, green/white stripe"),
    ("c", "markdown", "**Taxi:** white Chevrolet pickup, green-white stripe", "**Taxi:** white Toyota pickup, green-white stripe"),
    ("p", "plain", PICKUP, "A white pickup."),
    ("c", "table", "Bus company: Flota Imbabura", "Bus company: Transportes Ecuador"),
    ("c", "hedged", "Women in dark felt fedoras and shawls, like in Otavalo.",
     "Those look like white felt hats to me, the Cañari style."),
    ("s", "hedged", "Women in dark felt fedoras and shawls, like in Otavalo.",
     "There are a few women wearing dark felt hats with shawls, which I associate with Otavalo."),

    # --- roads, poles, houses, meta ----------------------------------------------------------
    ("s", "numbered", LINES, "2. Lines: yellow double solid in the centre, white at the edges."),
    ("c", "numbered", "2. Centre line: double solid yellow.", "2. Centre line: single dashed yellow."),
    ("p", "plain", LINES, "Yellow centre line."),
    ("s", "plain", "Yellow centre line.", LINES),
    ("s", "prose", HOUSE,
     "Most houses here are half-built — the two-storey concrete one next to us has steel rebar poking out of its flat roof, waiting for another floor."),
    ("c", "hedged", HOUSE, "The unfinished house with rebar on top has three storeys, I believe."),
    ("p", "plain", HOUSE, "Unfinished concrete house."),
    ("s", "plain", "Round concrete utility poles.", "The poles are cylindrical concrete."),
    ("c", "markdown", "**Poles:** round concrete", "**Poles:** square wooden"),
    ("s", "plain", "Gen 4 car coverage.", "the camera is modern Gen 4, taken from the car"),
    ("c", "hedged", "Gen 4 car coverage.", "I think this is trekker coverage — someone walking with the camera backpack."),

    # --- partials -------------------------------------------------------------------------------
    ("p", "markdown", "**Quick clues:** RHT · Gen 4 · ECUADOR plates · eucalyptus", "**Quick clues:** eucalyptus"),
    ("p", "prose", "On the left there's a Tía supermarket and next to it a Claro store with its red sign.",
     "There's a Tía supermarket on the left."),
    ("p", "numbered", "4. Vegetation: banana, cacao and some oil palm — the coastal lowlands.", "4. Vegetation: cacao"),
    ("p", "table", "Bus: green Cooperativa coach, Quito route", "Bus: coach"),
    ("p", "markdown", "**Poles:** round concrete, with a yellow-black stripe at the base", "**Poles:** round concrete"),
    ("p", "hedged", "I believe the hats are Otavalo-style and the sign mentions Ibarra 22 km.",
     "Sign: Ibarra 22 km."),
    ("p", "prose", "Adobe houses with red clay-tile roofs around the plaza.", "Around the square the houses have old clay-tile roofs, some of them patched with sheet metal."),
    ("p", "plain", "Cobblestone street with a white colonial church at the end.", "Cobbled street."),

    ("s", "hedged", "Llamas grazing on the páramo.",
     "Are those llamas? Yes, I think a few llamas are grazing up on the páramo grassland."),
    ("s", "markdown", "Sea lions sleeping on the bench at the pier.",
     "**Wildlife:** sea lions napping on a bench by the pier — Galápagos for sure"),
    ("s", "numbered", "The supermarket is a Tía.", "5. Businesses — a Tía supermarket on the corner."),
    ("s", "prose", "Sugar cane fields in the valley.",
     "The valley floor is covered with tall sugar cane, the kind of warm inter-Andean valley you find around the Chota or the Paute."),
    ("s", "table", "Primax petrol station", "Fuel station: Primax (canopy on the left)"),
    ("s", "hedged", "Steep Andean valley, terraced fields.",
     "Hmm, steep valley walls with little terraced plots climbing up them, very Andean."),
    ("s", "plain", "The interprovincial bus is from Flota Imbabura.", "Flota Imbabura coach (interprovincial)"),
    ("s", "numbered", "Magenta Banco Guayaquil branch.", "6. A Banco Guayaquil branch with its magenta sign."),
    ("p", "hedged", "Looks like a Pilsener billboard next to a Claro shop, very Ecuadorian.", "Pilsener billboard."),
    ("p", "markdown", "**Landscape:** páramo grass, llamas, a snowy volcano", "**Landscape:** páramo grass"),
    ("p", "numbered", "1. RHT and gen 4 coverage on a paved two-lane road.", "1. Right-hand traffic."),

    # --- unrelated -------------------------------------------------------------------------------
    ("u", "hedged", "Let me walk through what I'm seeing here.", BANANA),
    ("u", "hedged", "This is South America, probably the Andes, I would think.", "Plate prefix P for Pichincha"),
    ("u", "table", "Language: Spanish", "Trees: eucalyptus"),
    ("u", "plain", "Yellow centre line", "Yellow Banco Pichincha sign"),
    ("u", "prose", "The sky is overcast and there is mist hanging on the hills, so the light is flat.", "Route shield E35"),
    ("u", "hedged", "It's drizzly and cold-looking, so high altitude I'd guess.", "White pickup taxis everywhere."),
    ("u", "numbered", "7. Final answer: Ecuador, near Latacunga.", COTOPAXI),
    ("u", "plain", "Banana plantation", "Banana vendor's cart by the road"),
    ("u", "markdown", "**Wildlife:** sea lions on the bench", "**Coverage:** Galápagos trekker"),
    ("u", "table", "Phone code: 02", "Telecom: Claro store"),
    ("u", "plain", "Double solid yellow line down the middle", "The curb is painted yellow in front of the bank."),
    ("u", "prose", "Honestly, the whole scene feels very Andean to me, and I'd be surprised if it weren't Ecuador or Peru.",
     "Rows of eucalyptus along the highland road."),
    ("u", "plain", "Unfinished concrete houses", "A concrete bus shelter"),
    ("u", "numbered", "3. Stop sign: PARE.", "4. Speed limit: 50."),
    ("u", "table", "Relief: steep mountains", "Plate band: orange"),
    ("u", "plain", "Llamas on the páramo", "A poster of a llama on the shop wall"),
    ("u", "hedged", "I'm torn between Ecuador and Colombia here.", "Otavalo-style hats on the women."),
    ("u", "markdown", "**Poles:** round concrete", "**Vehicles:** white pickup taxis"),
    ("u", "plain", "RHT", "The plate reads PCD-4821."),
    ("u", "plain", "Av. 10 de Agosto", "Avenue lined with palm trees"),
    ("u", "hedged", "The bus is from Flota Imbabura.", "Also, the bus stop has a blue roof, for what it's worth."),
    ("u", "jargon", "gen 4", "Cotopaxi visible"),
    ("u", "numbered", "5. Supermarket: Tía.", "6. Billboard: Pilsener."),
    ("u", "plain", "Sugar cane", "Sugar cane juice stall"),
    ("u", "plain", "Cobbled street", "The church is white with two towers."),
    # --- negation and filler pairs ---
    ("s", "plain", "The road has no shoulder and no edge lines.", "Unmarked edges: the asphalt ends straight in the grass, with no shoulder at all."),
    ("p", "numbered", "2. Houses: unfinished, no plaster on the bricks, rebar on the roofs.", "2. Houses: unfinished, rebar on the roofs."),
]

# Philippines (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

TRIKE = "A tricycle — a motorbike with a covered sidecar — is parked at the corner."
JEEP = "A chrome-and-painted jeepney with the route 'CUBAO – QUIAPO' on its side."
PLATE = "White plate, black characters, 'PILIPINAS' along the top; three letters and four digits."
BRGY = "The arch over the road says 'Welcome to Barangay San Isidro'."
CONCRETE = "The road is bare concrete slabs with regular expansion joints."
CARABAO = "A carabao is wallowing in the flooded rice paddy."
JOLLIBEE = "There's a Jollibee on the right, red and yellow with the bee mascot."
GLOBE = "The phone number on the tarpaulin is a Globe mobile, starting 0917."
LINES = "White dashed centre line, no edge lines."

PAIRS = [
    # --- vehicles -------------------------------------------------------------
    ("s", "markdown", TRIKE, "**Vehicles:** motorcycle with a roofed sidecar (Filipino tricycle) waiting at the corner"),
    ("c", "plain", TRIKE, "A pedicab — a bicycle with a covered sidecar — is parked at the corner."),
    ("c", "hedged", TRIKE,
     "At the corner I see what looks like a three-wheeled Bajaj auto-rickshaw, the closed-cab kind."),
    ("p", "hedged", TRIKE, "There's a motorbike parked at the corner, I think."),
    ("s", "jargon", "trike at the corner", TRIKE),
    ("s", "prose", JEEP,
     "Coming the other way is a classic jeepney, all chrome and paint, and the route board on its side reads Cubao – Quiapo, so we're in Metro Manila."),
    ("c", "table", "Jeepney route: CUBAO – QUIAPO", "Jeepney route: CUBAO – DIVISORIA"),
    ("c", "markdown", "**Jeepney:** classic chrome-and-paint, Cubao – Quiapo", "**Jeepney:** modern white e-jeepney, Cubao – Quiapo"),
    ("p", "plain", JEEP, "A jeepney is on the road."),
    ("c", "numbered", "3. A multicab is parked outside the sari-sari store.", "3. A jeepney is parked outside the sari-sari store."),
    ("s", "hedged", "Kalesa (horse-drawn carriage) on the cobbled street — Vigan.",
     "I'm pretty sure there's a horse-drawn kalesa on the cobblestones, which screams Vigan."),

    # --- plates ------------------------------------------------------------------
    ("s", "table", PLATE, "Plate: white, black text, PILIPINAS on top, ABC 1234 format"),
    ("c", "hedged", PLATE, "It looks like one of the older plates to me — green characters, PILIPINAS on top, three letters and three digits."),
    ("c", "numbered", "1. Plate header: PILIPINAS.", "1. Plate header: PHILIPPINES."),
    ("c", "plain", PLATE, "White plate, black characters, 'PILIPINAS' along the top; three letters and three digits."),
    ("p", "plain", PLATE, "White plate."),
    ("s", "jargon", "PH plate, PILIPINAS", "The plate has the word PILIPINAS printed at the top, so a Philippine registration."),

    # --- language, names ------------------------------------------------------------
    ("s", "plain", BRGY, "Brgy. San Isidro welcome arch"),
    ("c", "markdown", "**Arch:** Welcome to Barangay San Isidro", "**Arch:** Welcome to Barangay San Roque"),
    ("c", "table", "Arch text language: English (Welcome to Barangay San Isidro)", "Arch text language: Tagalog (Maligayang Pagdating sa Barangay San Isidro)"),
    ("p", "hedged", BRGY, "I can see a barangay welcome arch over the road but can't make out the name."),
    ("c", "markdown", "**Sign text:** 'Maayong Pag-abot' (Cebuano welcome)", "**Sign text:** 'Maligayang Pagdating' (Tagalog welcome)"),
    ("s", "hedged", "'Bawal umihi dito' is painted on the wall.",
     "Lol, someone painted BAWAL UMIHI DITO on the wall — 'no peeing here' in Tagalog."),
    ("c", "numbered", "4. Street sign: Rizal St.", "4. Street sign: Mabini St."),
    ("c", "table", "Town on the blue sign: Tacloban", "Town on the blue sign: Catbalogan"),
    ("s", "numbered", "The green sign says 'Maharlika Highway'.", "2. Road name sign: Maharlika Highway (AH26), green."),
    ("c", "table", "KM post: 152", "KM post: 125"),
    ("s", "prose", "Sari-sari store", "A tiny sari-sari store with a wire-mesh window selling snacks and sachets is on the left — every Philippine street has one."),

    # --- codes and brands -------------------------------------------------------------
    ("s", "plain", GLOBE, "tarp: 0917-xxx (Globe)"),
    ("c", "hedged", GLOBE, "The mobile number on the tarp starts 0919, I believe — a Smart prefix."),
    ("c", "markdown", "**Tarp number:** Globe, 0917", "**Tarp number:** Globe, 0915"),
    ("p", "plain", GLOBE, "A phone number on the tarpaulin."),
    ("c", "table", "Landline code: (032) Cebu", "Landline code: (082) Davao"),
    ("s", "markdown", JOLLIBEE, "**Businesses:** Jollibee (red/yellow, bee logo) on the right-hand side"),
    ("c", "hedged", JOLLIBEE, "The fast-food place on the right is a Mang Inasal, if I'm reading the sign right."),
    ("c", "numbered", "3. Jollibee — on the right side of the road.", "3. Jollibee — on the left side of the road."),
    ("p", "plain", JOLLIBEE, "Fast-food restaurant on the right."),
    ("s", "hedged", "Petron station on the corner.", "There's a petrol station on the corner — blue and red, I think that's Petron."),
    ("s", "markdown", "Mercury Drug on the ground floor.", "**Pharmacy:** Mercury Drug, ground floor of the building"),

    # --- road, poles ---------------------------------------------------------------------
    ("s", "prose", CONCRETE,
     "The road itself is not asphalt but poured concrete, laid in slabs with joints every few metres, which is extremely common in the provinces."),
    ("c", "hedged", CONCRETE, "The road looks like smooth asphalt to me, no joints that I can see."),
    ("p", "plain", CONCRETE, "The road is paved."),
    ("s", "numbered", LINES, "4. Markings: dashed white line down the middle; edges unpainted."),
    ("c", "markdown", "**Centre line:** white dashed", "**Centre line:** solid yellow"),
    ("c", "plain", LINES, "White dashed centre line with solid white edge lines."),
    ("p", "plain", LINES, "Dashed white centre line."),
    ("s", "plain", "Concrete poles overloaded with black cables.", "a mess of wires on concrete poles"),
    ("c", "table", "Poles: concrete, lots of cables", "Poles: wooden, lots of cables"),
    ("s", "jargon", "DPWH white-painted tree trunks", "The trunks of the roadside trees are painted white, like DPWH does."),

    # --- nature ---------------------------------------------------------------------------
    ("s", "plain", CARABAO, "water buffalo in a flooded paddy"),
    ("c", "hedged", CARABAO, "The animal in the flooded paddy looks more like a cow than a carabao to me."),
    ("c", "hedged", CARABAO, "I think the animal in the field is a goat, grazing on the dry dyke."),
    ("p", "plain", CARABAO, "Flooded rice paddy."),
    ("s", "plain", "Flooded rice paddy.", CARABAO),
    ("c", "markdown", "**Background:** the perfect cone of Mayon volcano", "**Background:** Taal volcano in its lake"),
    ("c", "prose", "Terraced rice fields on steep slopes, Ifugao style.", "The rice grows in flat paddies that spread across an open plain, with no slopes in sight."),
    ("s", "table", "Landscape: Chocolate Hills", "Rounded brown grassy hills all the same size — the Chocolate Hills of Bohol."),
    ("c", "markdown", "**Yard tree:** banana", "**Yard tree:** papaya"),

    # --- buildings ----------------------------------------------------------------------------
    ("s", "plain", "Nipa hut on stilts", "A bahay kubo raised on bamboo stilts with a thatched roof"),
    ("s", "hedged", "Basketball hoop on a pole over the street.",
     "And of course there's a basketball hoop hanging over the street, very Filipino."),
    ("c", "numbered", "5. Church: white Iglesia ni Cristo, pointed spires.", "5. Church: Spanish-era coral stone, bell tower."),
    ("s", "prose", "Colourful fiesta bunting strung across the street.",
     "Strings of little coloured flags — the banderitas they hang for the town fiesta — zigzag over the street."),

    # --- partials --------------------------------------------------------------------------------
    ("p", "jargon", "RHT, gen 4, trikes, concrete road", "RHT + trikes"),
    ("p", "prose", "On the left a sari-sari store with Smart signage, and next to it a carinderia with a hand-painted menu.",
     "A carinderia with a hand-painted menu."),
    ("p", "numbered", "5. Vegetation — coconut palms, bananas and rice paddies.", "5. Rice paddies"),
    ("p", "table", "Plate: white, PILIPINAS, ABC 1234", "Plate: PILIPINAS"),
    ("p", "markdown", "**Signs:** English and Tagalog, e.g. 'Bawal magtapon ng basura'", "**Signs:** English"),
    ("p", "hedged", "I think I see a jeepney and a couple of tricycles near the market.", "Tricycles near the market."),
    ("p", "numbered", "6. A tin-roofed basketball court next to the barangay hall.", "6. The barangay hall."),

    ("s", "numbered", "Tanduay Rhum billboard.", "6. Billboard: Tanduay Rhum (rum brand, very Filipino)."),
    ("s", "markdown", "The landline on the sign has the (032) Cebu area code.", "**Phone:** (032) landline on the shop sign → Cebu"),
    ("s", "hedged", "Green Smart signage on the sari-sari store.",
     "The little store has that green Smart branding on it, if I'm seeing the colour right."),
    ("s", "prose", "The church is a white Iglesia ni Cristo with pointed spires.",
     "Further down there is an Iglesia ni Cristo chapel, unmistakable with its white walls and sharp pointed spires."),
    ("s", "hedged", "Vehicle: pedicab", "Hmm, that's a pedicab by the gate, a bicycle with a little sidecar."),
    ("p", "numbered", "2. Road: concrete slabs, white dashed centre line.", "2. Road: concrete slabs."),
    ("p", "hedged", "The plate looks like the newer white one, black text, and I think it ends in 7.",
     "Newer white plate with black text."),
    ("p", "markdown", "**Church:** Spanish-era stone, with a separate bell tower and a plaza in front", "**Church:** Spanish-era stone"),
    ("p", "prose", "A carabao pulls a wooden cart loaded with coconuts along the dirt road.", "A carabao on the dirt road."),
    ("p", "table", "Poles: concrete, transformer drum on top", "Poles: concrete"),

    # --- unrelated ---------------------------------------------------------------------------------
    ("u", "hedged", "Okay, let's take this one step at a time.", TRIKE),
    ("u", "hedged", "I'd say this is Southeast Asia, without much doubt.", "PILIPINAS on the plate"),
    ("u", "table", "Vehicles: tricycles", "Fields: rice paddies"),
    ("u", "prose", "The weather is humid and hazy, with that washed-out tropical light.", JOLLIBEE),
    ("u", "numbered", "1. Weather: humid haze.", "3. Road: concrete slabs."),
    ("u", "numbered", "8. So: Philippines, Luzon.", "8. Jeepney route Cubao – Quiapo."),
    ("u", "markdown", "**Plate:** white", "**Church:** white Iglesia ni Cristo"),
    ("u", "plain", "Red and yellow Jollibee", "Red and yellow fiesta bunting"),
    ("u", "table", "Poles: concrete", "Road: concrete"),
    ("u", "prose", "The overall feel — the humidity, the clutter, the colours — makes me think of the Philippines straight away.",
     "Concrete poles overloaded with black cables."),
    ("u", "plain", "Globe 0917 number", "Globe-shaped lamp on the gate"),
    ("u", "plain", "Coconut palms", "Coconut vendor on a bike"),
    ("u", "table", "Language: Tagalog", "Driving side: right"),
    ("u", "numbered", "2. Volcano: Mayon.", "7. Shop sign: Mayon Bakery."),
    ("u", "hedged", "Could be Indonesia too, hard to say.", "Jeepney on the road"),
    ("u", "hedged", "Barangay San Isidro, going by the arch.", "There's also a San Isidro parish church, I think."),
    ("u", "plain", "Nipa hut", "Basketball hoop"),
    ("u", "table", "KM post: 152", "Speed limit: 60"),
    ("u", "plain", "The carabao is grey.", "The cart is grey."),
    ("u", "jargon", "gen 4", "Petron station"),
    ("u", "plain", "Mercury Drug", "7-Eleven"),
    ("u", "markdown", "**Billboard:** Tanduay", "**Tarpaulin:** a politician's face"),
    ("u", "plain", "Kalesa in Vigan", "Cobbled street lined with Spanish-era houses"),
    ("u", "numbered", "4. Centre line: dashed white.", "5. Tree trunks painted white."),
    ("u", "plain", "Multicab outside the store", "Store sign: Aling Nena's Sari-Sari"),
    ("u", "hedged", "Honestly, I'm just going by gut feeling on the island.", "Cebuano on the sign"),
    ("u", "hedged", "Terraced rice fields", "And there are rice sacks stacked outside the store, I think."),
    # --- negation and filler pairs ---
    ("c", "hedged", "There are no tricycles anywhere, which is odd for the Philippines.", "A row of tricycles waits at the corner for passengers."),
    ("u", "plain", "No jeepneys in sight.", "The plate says PILIPINAS."),
]

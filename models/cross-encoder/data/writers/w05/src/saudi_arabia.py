# Saudi Arabia (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.
# Arabic text is always paired with some Latin wording too (the checker's dedupe ignores non-Latin letters).

PLATE = "White plate, Arabic and Latin characters in two rows, with the KSA emblem strip at the right end."
ROAD = "The street sign says King Fahd Road."
GREEN = "Green overhead sign: Riyadh 245 km, in Arabic and English."
CAMEL = "Triangular warning sign with a camel silhouette."
HERD = "A herd of camels grazing on the dunes to the right."
MOSQUE = "Beige mosque with a single tall minaret on the left."
ALBAIK = "The restaurant on the corner is an Al Baik, red sign."
PHONE = "The landline on the billboard starts 011, the Riyadh code."
EDGE = "Divided highway: yellow line along the median edge, white line on the outer edge."
SPEED = "Speed sign: 120, written in both Arabic-Indic and Western digits."

PAIRS = [
    # --- plates ------------------------------------------------------------------
    ("s", "markdown", PLATE, "**Plate:** white; Arabic over Latin letters and digits; KSA strip with emblem on the right-hand side"),
    ("c", "hedged", PLATE, "White plate with Arabic and Latin rows, yes — but I'm fairly sure the KSA strip is at the left end here."),
    ("c", "hedged", PLATE, "The plate is white with Arabic and Latin text, and I think the strip at the end says UAE rather than KSA."),
    ("p", "numbered", PLATE, "2. Plate: Arabic and Latin characters."),
    ("s", "prose", "The plate has Arabic and Latin characters.",
     "The number plate of the Land Cruiser is bilingual: the top row is in Arabic letters and numerals, the bottom row repeats them in Latin."),
    ("c", "table", "Plate: 4 digits + 3 letters", "Plate: 5 digits + 2 letters"),
    ("s", "jargon", "KSA plate", "The plate carries the KSA strip with the palm-and-swords emblem."),

    # --- road names, signs --------------------------------------------------------
    ("s", "plain", ROAD, "blue street sign: King Fahd Rd (Arabic + English)"),
    ("c", "markdown", "**Street sign:** King Fahd Road", "**Street sign:** King Khalid Road"),
    ("c", "hedged", ROAD, "The street sign says Prince Sultan Road, I think."),
    ("p", "table", ROAD, "Street sign: bilingual"),
    ("s", "numbered", GREEN, "3. Overhead gantry (green): Riyadh 245 km — Arabic above, English below."),
    ("c", "table", "Overhead sign: Riyadh 245 km", "Overhead sign: Riyadh 425 km"),
    ("c", "numbered", "3. Gantry destination: Riyadh, 245 km.", "3. Gantry destination: Dammam, 245 km."),
    ("p", "plain", GREEN, "Green overhead sign to Riyadh."),
    ("s", "hedged", "Exit sign to Makkah.", "The exit is signposted for Mecca, unless I've misread the English line."),
    ("c", "hedged", "Exit sign to Makkah.", "I believe the exit sign says Madinah, not Makkah."),
    ("s", "prose", "The road sign reserves the lane for Muslims only.",
     "The gantry divides the traffic: one lane is marked 'Muslims only' and the other 'Non-Muslims', the famous checkpoint sign on the way to Mecca."),
    ("c", "markdown", "**Sign word:** 'Tariq' (road) under the Arabic", "**Sign word:** 'Shari' (street) under the Arabic"),
    ("c", "plain", "Stop sign reads 'قف' and 'STOP'.", "Stop sign reads only 'STOP', no Arabic."),
    ("s", "numbered", SPEED, "4. Speed limit — 120 in Western digits with the Arabic-Indic numerals above."),
    ("c", "markdown", "**Speed limit:** 120", "**Speed limit:** 140"),
    ("c", "hedged", SPEED, "The 120 on the sign is written only in Western digits, I think — no Arabic numerals."),
    ("p", "plain", SPEED, "Speed limit 120."),

    # --- animals, plants, terrain ---------------------------------------------------
    ("s", "plain", CAMEL, "warning triangle: camels crossing"),
    ("c", "table", "Warning sign: camel", "Warning sign: cow"),
    ("p", "plain", CAMEL, "A triangular warning sign."),
    ("s", "hedged", HERD, "Are those camels? Yes — a herd of them is grazing on the dunes on the right."),
    ("c", "numbered", "4. Animals on the right-hand dunes: camels.", "4. Animals on the right-hand dunes: sheep."),
    ("c", "hedged", HERD, "The camels are on the dunes to the left, I'd say."),
    ("p", "plain", HERD, "Animals grazing on the right."),
    ("c", "markdown", "**Grove behind the wall:** date palms", "**Grove behind the wall:** bananas"),
    ("s", "plain", "Date palm grove behind the wall.", "palm plantation (dates) behind the wall"),
    ("c", "hedged", "Baboons sitting on the guardrail — this must be the Taif or Abha road.",
     "Those are goats on the guardrail, I think, not monkeys."),
    ("s", "prose", "Juniper woodland on the mountain slopes — Asir.",
     "The slopes are covered with dark juniper trees, which you only really get in the Asir highlands around Abha."),
    ("c", "table", "Terrain: red sand dunes", "Terrain: black basalt lava field"),
    ("s", "jargon", "red dunes both sides", "Both sides of the road are red sand dunes."),
    ("s", "markdown", "Sheer limestone escarpment ahead — Tuwaiq.", "**Terrain:** a huge cliff escarpment ahead, the Tuwaiq escarpment near Riyadh"),

    # --- buildings ---------------------------------------------------------------------
    ("s", "plain", MOSQUE, "mosque on the left, beige, one minaret"),
    ("c", "numbered", "5. Mosque: beige, one minaret.", "5. Mosque: beige, two minarets."),
    ("c", "hedged", MOSQUE, "The mosque on the left looks white to me, one tall minaret."),
    ("p", "plain", MOSQUE, "There's a mosque on the left."),
    ("s", "prose", "High beige concrete walls around the villas.",
     "Every villa is hidden behind a high wall of beige concrete, so you see almost nothing of the houses."),
    ("s", "hedged", "Old Najdi mud-brick buildings with triangular vents.",
     "Those mud-brick walls with little triangular openings look like traditional Najdi architecture, like in Diriyah."),

    # --- brands, codes -----------------------------------------------------------------
    ("s", "markdown", ALBAIK, "**Businesses:** Al Baik (red signage) on the corner"),
    ("c", "table", "Restaurant: Al Baik", "Restaurant: Kudu"),
    ("p", "plain", ALBAIK, "There's a fast-food restaurant on the corner."),
    ("s", "table", "Bank: Al Rajhi", "An Al Rajhi Bank branch with its ATM outside."),
    ("c", "hedged", "Bank: Al Rajhi", "The bank looks like an SNB branch, not Al Rajhi."),
    ("s", "numbered", "STC (purple) shop in the mall.", "5. Telecom: STC store, purple logo."),
    ("c", "markdown", "**Telecom shop:** STC (purple)", "**Telecom shop:** Mobily (blue)"),
    ("s", "plain", PHONE, "billboard tel: 011-… → Riyadh"),
    ("c", "prose", PHONE, "The billboard gives a landline starting with 012, the area code used for Jeddah and Makkah, so we are probably in the Hejaz."),
    ("p", "hedged", PHONE, "There's a landline number on the billboard, though I can't quite read it."),
    ("c", "table", "Country code: +966", "Country code: +971"),

    # --- roads, vehicles, meta ------------------------------------------------------------
    ("s", "plain", EDGE, "yellow on the median side, white on the shoulder side"),
    ("c", "markdown", "**Edge lines:** yellow at the median, white outside", "**Edge lines:** white at the median, yellow outside"),
    ("p", "plain", EDGE, "Yellow line next to the median."),
    ("s", "hedged", "Kerbs painted in black and yellow stripes.",
     "The kerbstones look like they're painted black and yellow, alternating."),
    ("c", "table", "Kerb paint: black/yellow", "Kerb paint: red/white"),
    ("s", "plain", "Fenced highway with a camel fence on both sides.", "Long wire fences line the highway to keep camels off it."),
    ("c", "numbered", "6. Vehicle passing: white Toyota Hilux.", "6. Vehicle passing: white Toyota Land Cruiser."),
    ("s", "plain", "A white Toyota Hilux passes us.", "white Hilux overtaking"),
    ("c", "table", "Lanes: 4 each way", "Lanes: 2 each way"),
    ("s", "plain", "RHT", "Cars drive on the right-hand side of these wide roads."),

    # --- partials ---------------------------------------------------------------------------
    ("p", "prose", "Right-hand traffic, Gen 4 imagery, KSA plates and a yellow line along the median: this is clearly Saudi.", "KSA plates."),
    ("p", "prose", "There's a Panda hypermarket on the left and an Al Rajhi ATM next to the entrance.",
     "A Panda hypermarket on the left."),
    ("p", "numbered", "2. Vegetation: date palms, acacia and Calotropis bushes.", "2. Vegetation: acacia"),
    ("p", "table", "Signs: green, bilingual, Riyadh 245", "Signs: green, bilingual"),
    ("p", "markdown", "**Road:** 8-lane divided highway with Jersey barriers", "**Road:** divided highway"),
    ("p", "hedged", "If I'm not mistaken there's a camel crossing sign and the fence for camels behind it.",
     "A camel fence along the road."),
    ("p", "plain", "Two minarets, green dome and a loudspeaker on each.", "Green dome on the mosque."),

    ("s", "hedged", "Panda supermarket on the left.", "On the left I can see a Panda — the supermarket chain with the panda logo."),
    ("s", "table", "Fuel: Aldrees", "Petrol station: Aldrees (on the right)"),
    ("s", "markdown", "Flat gravel desert to the horizon.", "**Terrain:** flat, stony desert plain stretching to the horizon"),
    ("s", "numbered", "The number starts with +966.", "6. Phone: +966 5x… → Saudi mobile"),
    ("p", "numbered", "7. Buildings: beige villas behind high walls, with a minaret beyond.", "7. Buildings: beige villas"),
    ("p", "hedged", "I'd guess this is Jeddah — the Red Sea corniche is on the left and the signs mention Makkah.",
     "The Red Sea is on the left."),
    ("p", "prose", "A row of white Hyundai taxis waits outside the mall, next to a water tanker.", "Taxis waiting outside the mall."),
    ("p", "markdown", "**Plants:** Calotropis and Prosopis along the wadi", "**Plants:** Calotropis"),

    # --- unrelated --------------------------------------------------------------------------
    ("u", "hedged", "Okay, first impressions.", PLATE),
    ("u", "hedged", "This is the Arabian Peninsula, no question.", "KSA strip on the plate"),
    ("u", "table", "Script: Arabic", "Trees: date palms"),
    ("u", "prose", "It's very hot and bright, with the harsh midday sun bleaching everything.", ALBAIK),
    ("u", "table", "Temperature: very hot", "Median line: yellow"),
    ("u", "numbered", "10. Verdict: Saudi Arabia, Riyadh province.", GREEN),
    ("u", "markdown", "**Road:** yellow median line", "**Vehicles:** a yellow taxi"),
    ("u", "plain", "Red Al Baik sign", "Red sand dunes"),
    ("u", "prose", "Everything here points to the Gulf, and the scale of the roads makes me lean towards Saudi.",
     "Divided highway: yellow line along the median edge, white line on the outer edge."),
    ("u", "hedged", "King Fahd Road", "There's also a portrait of King Salman on a billboard."),
    ("u", "plain", "Camel warning sign", "Camel-milk shop"),
    ("u", "hedged", "It's desert, pure and simple.", "The plate is white with the KSA strip."),
    ("u", "hedged", "Could be the UAE or Qatar as well, I'm not sure yet.", "Single-minaret mosque"),
    ("u", "table", "Camera: Gen 4", "Barriers: Jersey"),
    ("u", "plain", "Phone 011", "Speed 120"),
    ("u", "numbered", "5. Supermarket: Panda.", "7. Mural: a panda on the school wall."),
    ("u", "plain", "High villa walls", "Walls of the old fort"),
    ("u", "plain", "Date palm grove", "Date shop sign"),
    ("u", "jargon", "STC shop", "Hilux"),
    ("u", "markdown", "**Kerbs:** black and yellow", "**Taxi:** black and yellow"),
    ("u", "plain", "Tuwaiq escarpment", "Riyadh 245 km"),
    ("u", "hedged", "Let me think about the sand colour for a second.", "Exit to Makkah"),
    ("u", "markdown", "**Architecture:** concrete villas", "**Vehicles:** Land Cruisers"),
    ("u", "hedged", "Baboons on the guardrail", "The guardrail seems painted yellow, for what it's worth."),
    ("u", "plain", "Juniper woodland", "Green-roofed houses in Abha"),
    ("u", "plain", "4 lanes each way", "4-digit plate number"),
    ("u", "table", "Stop sign: bilingual", "Shop sign: bilingual"),
    # --- negation and filler pairs ---
    ("c", "plain", "No minaret visible anywhere.", "A tall minaret rises behind the villas."),
    ("u", "table", "Vegetation: none", "Plate: KSA strip on the right"),
]

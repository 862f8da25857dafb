# Tanzania (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "Yellow plates front and rear, format T 123 ABC."
SCHOOL = "The school signboard reads 'Shule ya Msingi Mwenge'."
BAJAJI = "A blue bajaji is waiting at the roadside stage."
BAOBAB = "A huge baobab stands on the left of the road."
MAIZE = "Maize fields on both sides of the road."
DIST = "Green distance sign: Arusha 45 km, Moshi 124 km."
VODACOM = "The red shopfront is a Vodacom agent with M-Pesa painted on the wall."
KILI = "Kilimanjaro's snow-capped summit rises behind the town."
MAASAI = "Maasai herders in red shukas walking cattle along the verge."
LINES = "White dashed centre line with yellow edge lines."

PAIRS = [
    # --- driving side, plates ---------------------------------------------------
    ("s", "hedged", "LHT", "Looks like traffic keeps left — the lorry ahead is on the left-hand lane and the cars coming at us pass on the right."),
    ("c", "markdown", "**Driving side:** left", "**Driving side:** right"),
    ("s", "plain", PLATE, "TZ plates: yellow both ends, T-prefix (T 123 ABC)"),
    ("c", "markdown", "**Plates:** yellow front and rear, T 123 ABC", "**Plates:** white front, yellow rear, T 123 ABC"),
    ("c", "hedged", PLATE, "The plates are yellow front and back, but the format looks Kenyan to me — KCA 123A."),
    ("p", "plain", PLATE, "Yellow number plates."),
    ("s", "numbered", "Yellow number plates.", "1. Plates: yellow front and back, starting with T, so Tanzanian."),
    ("c", "hedged", "The plate starts with T, the Tanzanian mainland series.",
     "I could be wrong, but the plate seems to start with Z, which would be a Zanzibar registration."),
    ("p", "markdown", "**Plates:** yellow, T-series, TZ sticker on the rear windscreen", "**Plates:** yellow"),

    # --- Swahili, names ------------------------------------------------------------
    ("s", "prose", SCHOOL,
     "The signboard at the gate is in Swahili — Shule ya Msingi Mwenge, which means Mwenge Primary School — so we're in Tanzania or Kenya."),
    ("c", "numbered", "3. School board: Shule ya Msingi Mwenge (primary).", "3. School board: Shule ya Sekondari Mwenge (secondary)."),
    ("c", "plain", SCHOOL, "The school signboard reads 'Shule ya Msingi Kibaha'."),
    ("c", "table", "School sign language: Swahili (Shule ya Msingi Mwenge)", "School sign language: English (Mwenge Primary School)"),
    ("p", "hedged", SCHOOL, "Some sort of school signboard by the gate — can't read the name from here."),
    ("s", "plain", "The hotel sign says 'Karibu'.", "Karibu (Swahili 'welcome') on the hotel sign"),
    ("c", "markdown", "**Hotel sign:** 'Karibu'", "**Hotel sign:** 'Welcome' (English)"),
    ("c", "table", "Shop sign: Duka la Dawa", "Shop sign: Pharmacy"),
    ("s", "table", "Shop sign: Duka la Dawa", "The pharmacy's sign uses the Swahili name: duka la dawa."),
    ("c", "hedged", "The road is signposted as Morogoro Road.",
     "If I'm reading the blue plate correctly, this is Bagamoyo Road."),
    ("s", "plain", "The road is signposted as Morogoro Road.", "road name: Morogoro Rd"),
    ("s", "jargon", "Swahili everywhere", "All the painted shop signs are in Swahili (duka, hoteli, chakula)."),

    # --- distance and numbers --------------------------------------------------------
    ("s", "prose", DIST, "There's a green distance panel: 45 km to Arusha and 124 km to Moshi, so we're on the highway west of Arusha."),
    ("c", "table", "Distance: Arusha 45 km", "Distance: Arusha 54 km"),
    ("c", "plain", DIST, "Green distance sign: Dodoma 45 km, Moshi 124 km."),
    ("p", "plain", DIST, "Distance sign to Arusha."),
    ("c", "numbered", "4. Speed limit: 50.", "4. Speed limit: 80."),
    ("s", "numbered", "The speed sign shows 50.", "4. Speed limit: 50 km/h (red ring)"),

    # --- vehicles --------------------------------------------------------------------------
    ("s", "plain", BAJAJI, "blue auto-rickshaw parked at the stand"),
    ("c", "hedged", BAJAJI, "The bajaji waiting there looks red to me, not blue."),
    ("c", "markdown", "**Vehicle at the stage:** bajaji (three-wheeler)", "**Vehicle at the stage:** boda boda (motorbike)"),
    ("p", "plain", BAJAJI, "There's a bajaji."),
    ("s", "prose", "Boda boda riders waiting under the tree.", "Under the big tree a handful of motorbike-taxi riders are sitting on their bikes, waiting for customers."),
    ("c", "plain", "A crowded daladala minibus with a painted slogan on the back.",
     "A crowded coach bus with a painted slogan on the back."),
    ("s", "hedged", "A crowded daladala minibus with a painted slogan on the back.",
     "Ha, classic — a packed Toyota Hiace daladala, with some slogan painted across the rear."),

    # --- species, crops, landscape --------------------------------------------------------
    ("s", "markdown", BAOBAB, "**Vegetation:** a massive baobab on the left side"),
    ("c", "numbered", "2. Tree on the left: a huge baobab.", "2. Tree on the left: a huge acacia."),
    ("c", "hedged", BAOBAB, "There's a big baobab, yes, but it's on the right-hand side of the road."),
    ("p", "plain", BAOBAB, "There's a big tree by the road."),
    ("c", "table", "Crop: maize, both sides", "Crop: cassava, both sides"),
    ("s", "plain", MAIZE, "corn both sides"),
    ("p", "plain", MAIZE, "Fields on both sides of the road."),
    ("c", "prose", "The crop on the hillside is tea, clipped into flat-topped rows, which you'd expect up around Mufindi or Lushoto.",
     "The crop on the hillside is coffee, planted in rows, which you'd expect up around Mufindi or Lushoto."),
    ("c", "markdown", "**Wildlife:** zebras beside the track", "**Wildlife:** wildebeest beside the track"),
    ("s", "plain", KILI, "Snowy Mt Kilimanjaro in the background"),
    ("c", "hedged", KILI, "I think the mountain behind the town is Mount Meru, not Kili."),
    ("c", "table", "Soil: red laterite", "Soil: black cotton"),
    ("s", "plain", "Red laterite soil on the verges.", "The dirt at the roadside is deep red."),
    ("p", "jargon", "red dirt + maize + tin roofs", "red dirt"),

    # --- people, buildings --------------------------------------------------------------------
    ("s", "prose", MAASAI,
     "A couple of Maasai men wrapped in red shukas are driving their cattle along the side of the road."),
    ("c", "numbered", "5. People: Maasai in red shukas with cattle.", "5. People: Maasai in blue shukas with cattle."),
    ("p", "plain", MAASAI, "Herders with cattle on the verge."),
    ("p", "plain", "Mud-brick houses with corrugated iron roofs.", "The roofs are corrugated iron."),

    # --- brands, codes --------------------------------------------------------------------------
    ("s", "plain", VODACOM, "Red Vodacom + M-Pesa painted shop"),
    ("c", "hedged", VODACOM, "The red shop looks like an Airtel agent to me — Airtel Money on the wall."),
    ("p", "plain", VODACOM, "The shopfront is painted red."),
    ("c", "markdown", "**Telecom paint:** Tigo blue on the kiosk", "**Telecom paint:** Vodacom red on the kiosk"),
    ("c", "table", "Country code: +255", "Country code: +254"),
    ("s", "plain", "The billboard phone number starts +255.", "☎ +255 7xx on the billboard = Tanzania"),
    ("c", "markdown", "**Billboard:** Kilimanjaro Premium Lager", "**Billboard:** Safari Lager"),

    # --- roads, meta ------------------------------------------------------------------------------
    ("s", "numbered", LINES, "2. Markings: white dashed line in the middle, yellow lines at the edges."),
    ("c", "numbered", "6. Lines: white dashed centre, yellow edges.", "6. Lines: white dashed centre, white edges."),
    ("p", "plain", LINES, "yellow edge lines"),
    ("s", "plain", "Black-and-yellow chevrons on the bend.", "The curve is marked with yellow and black chevron boards."),
    ("c", "hedged", "Black-and-yellow chevrons on the bend.", "The chevrons on that bend look red and white to me."),
    ("s", "plain", "The road is unpaved, red murram.", "murram road, no tarmac"),
    ("c", "table", "Speed humps: 3 in a row", "Speed humps: 1"),

    # --- partials ------------------------------------------------------------------------------------
    ("p", "prose", "The mosque on the left has a green dome, and a man in a kanzu and kofia is walking past it.",
     "There's a green-domed mosque on the left."),
    ("p", "numbered", "3. Bajajis, boda bodas and a daladala at the junction.", "3. Boda bodas at the junction."),
    ("p", "table", "Signs: Swahili, some English", "Signs: Swahili"),
    ("p", "hedged", "I'd say coconut palms and cashew trees, so the coast near Mtwara maybe.",
     "Coconut palms along the road."),
    ("p", "markdown", "**Road:** tarmac, white dashed centre, yellow edges, speed humps",
     "**Road:** tarmac with speed humps"),
    ("p", "markdown", "**Telecom:** Vodacom shop and Tigo kiosk side by side", "**Telecom:** Vodacom shop"),

    ("s", "hedged", "Zebras grazing beside the track.",
     "Oh nice, there are a few zebras grazing right next to the dirt track, so this is probably a park route."),
    ("s", "prose", "Kilimanjaro Premium Lager billboard",
     "A big roadside billboard advertises Kilimanjaro Premium Lager, the beer brand you see all over Tanzania."),
    ("s", "table", "Roofs: corrugated iron (mabati)", "Mud-brick houses with corrugated iron roofs."),
    ("s", "markdown", "**Mosque:** green dome, on the left", "There's a green-domed mosque on the left."),
    ("s", "hedged", "Three speed humps in a row before the village.",
     "I count three bumps — looks like a triple set of speed humps just before the village starts."),
    ("s", "numbered", "5. Street View: Gen 4.", "gen 4 coverage, crisp"),
    ("s", "jargon", "TZ: +255", "The number on the Vodacom board begins with Tanzania's +255 country code."),
    ("p", "hedged", "The daladala ahead looks like a white Toyota Hiace with a red stripe and a route sign in the window.",
     "There's a daladala ahead."),
    ("p", "prose", "On the right there's a Maasai boma: a thorn fence around a few round huts.", "A thorn fence on the right."),
    ("p", "numbered", "2. Baobabs and dry bush — central Tanzania (Dodoma)", "2. Baobabs"),

    # --- unrelated --------------------------------------------------------------------------------------
    ("u", "hedged", "Not much to go on at first glance, honestly.", MAASAI),
    ("u", "hedged", "This has to be East Africa, I'd say.", "Swahili on the school sign"),
    ("u", "plain", "Yellow plates", "Yellow edge lines"),
    ("u", "plain", "The sky is hazy and the light is harsh.", BAOBAB),
    ("u", "markdown", "**Shop:** red Vodacom", "**Soil:** red laterite"),
    ("u", "table", "Crops: maize", "Houses: mud-brick"),
    ("u", "numbered", "1. Season: looks like the dry season, dusty air.", "2. Script: Latin, signs in Swahili."),
    ("u", "numbered", "6. Putting it together: Tanzania, Arusha region.", "6. Distance sign: Arusha 45 km."),
    ("u", "plain", "Boda boda riders", "The bajaji stage is by the market."),
    ("u", "numbered", "2. Mountain: Kilimanjaro in the background.", "5. Ad: Kilimanjaro Premium Lager billboard."),
    ("u", "plain", "Black-and-yellow chevrons", "A yellow-and-black Tigo-branded umbrella"),
    ("u", "prose", "Everything about the vegetation and the red earth screams Tanzania to me, so I'm going with that.",
     "Red laterite soil on the verges."),
    ("u", "prose", "LHT", "The road here is unpaved, just a rutted track of compacted earth."),
    ("u", "plain", "Shule ya Msingi sign", "School children in blue uniforms"),
    ("u", "table", "Phone: +255", "Road: Morogoro Road"),
    ("u", "plain", "Gen 4", "Zebras grazing"),
    ("u", "hedged", "Honestly not sure whether this is Kenya or Tanzania yet.", "Maasai in red shukas"),
    ("u", "table", "Landform: flat plains", "Soil colour: red"),
    ("u", "plain", "Giraffe by the acacia", "Acacia thorn fence around the homestead"),
    ("u", "hedged", "Mud-brick houses with tin roofs", "Oh, and the bus shelter has a tin roof, painted green."),
    ("u", "plain", "The speed sign shows 50.", "Three speed humps in a row."),
    ("u", "plain", "The daladala is a Toyota Hiace.", "The pick-up is a Toyota Hilux."),
    ("u", "markdown", "**Sign:** green, distance to Arusha", "**Mosque:** green dome"),
    ("u", "jargon", "gen 4, LHT", "Swahili signs, T plates"),
    ("u", "plain", "Coconut palms", "Coconut seller with a cart"),
    # --- negation and filler pairs ---
    ("c", "table", "Road: no markings at all", "Road: white dashed centre line"),
    ("u", "hedged", "There's no sign of the Street View car in the shot.", "Zebras grazing beside the track."),
]

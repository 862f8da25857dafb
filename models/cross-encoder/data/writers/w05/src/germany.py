# Germany (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "White plates with the blue EU strip on the left and a D in it."
DISTRICT = "Rear plate district code is just 'M' → Munich-registered car"
BOLLARD = "Leitpfosten: white posts with a black band near the top and a white rectangular reflector."
SIDES = "On the left verge the posts carry two round reflectors, on the right verge a single long strip."
TOWN = "Yellow place-name sign with black lettering reading 'Lauterbach' and 'Vogelsbergkreis' underneath."
BROAD = "Yellow B 27 shield on the direction sign."
SPEED = "Speed limit 70 on the round red-bordered sign."
DETOUR = "The yellow detour sign says 'Umleitung'."
STREET = "The street sign reads 'Bahnhofstraße'."
PHONE = "The phone number on the van's side starts with 089, Munich's area code."
RAPE = "Bright yellow rapeseed field in bloom on the left."
LINES = "White dashed centre line, solid white edge lines."

PAIRS = [
    # --- plates -------------------------------------------------------------
    ("s", "plain", PLATE, "white EU plates, D on the band"),
    ("c", "markdown", "**Plates:** white, EU strip on the left, D in it", "**Plates:** white, EU strip on the left, NL in it"),
    ("c", "hedged", PLATE, "Hmm, the plates are white, sure, but I'd swear the blue EU strip is on the right-hand end here — with a D."),
    ("p", "plain", PLATE, "The number plates are white."),
    ("s", "plain", "The number plates are white.", PLATE),
    ("s", "prose", "plates: white, long, EU band",
     "The registration plates are the long narrow European format, black characters on a white background with the blue EU band at the left end."),
    ("s", "hedged", DISTRICT,
     "If I'm reading it right, the registration begins with the single letter M, which is the district code for München."),
    ("c", "jargon", "Rear plate district code is HH → Hamburg-registered car", DISTRICT),
    ("c", "hedged", DISTRICT, "If I squint, the district code looks like MA — Mannheim, then, rather than Munich."),
    ("p", "numbered", DISTRICT, "2. Vehicles: the parked car has a German registration plate."),
    ("u", "hedged", DISTRICT, "Okay, let's zoom in on the car parked by the kerb."),
    ("c", "markdown", "**Plate:** `B-KL 482` (Berlin)", "**Plate:** `K-KL 482` (Köln)"),
    ("s", "numbered", "2. The plate has the registration seal and the inspection (TÜV) sticker between the letters.",
     "TÜV + state seal stickers between letter groups on the plate"),

    # --- bollards -----------------------------------------------------------
    ("s", "markdown", BOLLARD,
     "**Bollards:** white delineator posts, black band at the top, elongated white reflector in the band"),
    ("s", "prose", "The delineators along the road are white, with a black stripe at the top that holds an elongated white reflector.",
     "Along the verge stand the usual German Leitpfosten: white plastic posts whose slanted black tops carry a long white reflector strip."),
    ("c", "plain", BOLLARD,
     "Leitpfosten: white posts with a black band near the top and two small round white reflectors."),
    ("c", "hedged", BOLLARD,
     "The roadside posts look white with a red band around the top, if I'm not mistaken."),
    ("p", "plain", BOLLARD, "There are white bollards at the roadside."),
    ("s", "jargon", "There are white bollards at the roadside.", BOLLARD),
    ("s", "jargon", SIDES, "L posts: 2 dots; R posts: 1 rectangle"),
    ("c", "jargon", SIDES, "L posts: 1 rectangle; R posts: 2 dots"),
    ("p", "table", SIDES, "Right-side reflector: single long rectangle"),
    ("u", "numbered", SIDES, "1. Traffic: right-hand, two-lane country road."),

    # --- town and direction signs --------------------------------------------
    ("s", "table", TOWN, "Town sign: yellow, black text — Lauterbach / Vogelsbergkreis"),
    ("c", "plain", TOWN,
     "Yellow place-name sign with black lettering reading 'Lauterecken' and 'Landkreis Kusel' underneath."),
    ("p", "hedged", TOWN, "There seems to be a yellow town-entrance sign up ahead, though I can't read it."),
    ("c", "hedged", TOWN, "I think that's a white town sign with the name in black — Lauterbach."),
    ("s", "plain", "The town sign has a red diagonal bar through the name, so we are leaving the village.",
     "Ortsausgang version of the sign, struck through in red"),
    ("c", "plain", "The town sign has a red diagonal bar through the name, so we are leaving the village.",
     "Town-entry sign, clean, no red strike-through."),
    ("s", "numbered", BROAD, "3. Route shield — the signpost shows federal road number 27 on a yellow rectangle."),
    ("c", "numbered", "3. Route shield: yellow, reads B 27.", "3. Route shield: yellow, reads B 271."),
    ("c", "plain", BROAD, "The direction sign carries a blue A 27 Autobahn shield."),
    ("p", "markdown", BROAD, "**Road class:** Bundesstraße (a federal road number is on the sign)"),
    ("s", "numbered", SPEED, "4. Speed sign — red ring, 70 km/h."),
    ("c", "table", "Speed limit: 70", "Speed limit: 100"),
    ("u", "markdown", SPEED, "**Signs:** yellow diamond priority-road sign at the junction"),
    ("s", "table", "Speed sign: 30-Zone", "Tempo-30-Zone sign at the entrance to the residential street."),

    # --- language and names ---------------------------------------------------
    ("c", "hedged", DETOUR, "I could be wrong, but the yellow diversion board seems to say Omleiding — Dutch."),
    ("s", "hedged", DETOUR,
     "Unless I'm misreading it, the word on the yellow diversion sign is the German Umleitung."),
    ("p", "plain", DETOUR, "There's a yellow detour sign."),
    ("c", "markdown", "**Motorway sign:** blue, reads *Ausfahrt*", "**Motorway sign:** blue, reads *Sortie*"),
    ("c", "numbered", "4. Street name: Bahnhofstraße.", "4. Street name: Hauptstraße."),
    ("s", "markdown", STREET, "**Street name:** Bahnhofstraße (station road) — white sign, black text"),
    ("c", "table", STREET, "Street sign: Bahnhofsplatz"),
    ("p", "plain", "The street sign, white with black letters, reads 'Bahnhofstraße'.", STREET),
    ("s", "plain", "street-name suffix -straße", "The street name ends in -straße, spelled with the ß."),
    ("c", "table", "One-way sign: Einbahnstraße", "One-way sign: Sens unique"),
    ("s", "prose", "Bäckerei on the corner",
     "On the corner there is a small shop whose sign says Bäckerei, which is simply German for bakery, so the language fits Germany or Austria."),

    # --- codes -----------------------------------------------------------------
    ("c", "prose", PHONE, "Painted on the side of the van is a phone number beginning 0221, which is Cologne's area code, so the business is probably from the Rhineland."),
    ("s", "plain", PHONE, "📞 089-… on the van → München"),
    ("p", "hedged", PHONE, "The van has some kind of phone number on it, I can't make it out."),
    ("c", "table", "Postcode on shop: 80331", "PLZ on the shopfront: 10115"),
    ("s", "plain", "The shop's address gives the postcode 80331.", "PLZ 80331 printed under the shop name"),
    ("c", "markdown", "**Web address (lorry):** ….de", "**Web address (lorry):** ….at"),
    ("s", "hedged", "The website on the lorry ends in .de",
     "There's a URL on the trailer — looks like something-spedition.de, so German domain I guess."),

    # --- crops, trees ----------------------------------------------------------
    ("s", "prose", RAPE, "On the left-hand side of the road there is a field of flowering canola, vivid yellow, which would put the capture in April or May."),
    ("c", "numbered", "5. Crop on the left: rapeseed in bloom, bright yellow.", "5. Crop on the left: sunflowers, bright yellow."),
    ("c", "hedged", RAPE, "Pretty sure the yellow field is on the right of the road, not the left."),
    ("p", "plain", RAPE, "There's a yellow field on the left."),
    ("c", "plain", "Steep slopes above the river are terraced with vineyards.",
     "The hillsides are planted with hop poles and wires, not vines."),
    ("s", "prose", "Steep slopes above the river are terraced with vineyards.",
     "Above the river the valley sides are steep and covered in rows of grapevines on terraces, the classic Mosel look."),
    ("c", "hedged", "Dense dark spruce plantation right up to the road.", "Hmm, the trees right by the road look like beech to me, a dense beech forest."),
    ("p", "plain", "Dense dark spruce plantation right up to the road.", "The road runs through a forest."),

    # --- vehicles ---------------------------------------------------------------
    ("c", "markdown", "**Tractor:** green Fendt in the yard", "**Tractor:** red Massey Ferguson in the yard"),
    ("p", "prose", "A green Fendt tractor is parked in the yard.", "In the farmyard on the right there is a tractor parked next to a pile of firewood."),
    ("c", "plain", "A tram runs down the middle of the street.", "A trolleybus runs down the middle of the street."),
    ("s", "plain", "A yellow Deutsche Post van is parked in front of the houses.",
     "Deutsche Post delivery van (yellow) outside the houses"),

    # --- brands ------------------------------------------------------------------
    ("c", "hedged", "The supermarket on the corner is an Edeka.", "That corner supermarket — I'm fairly sure that's a REWE logo, the red one."),
    ("s", "markdown", "The supermarket on the corner is an Edeka.", "**Shops:** Edeka (yellow-and-blue logo) on the street corner"),
    ("s", "plain", "Red 'S' logo of the Sparkasse on the bank building.",
     "The bank is a Sparkasse — red sign with the white S."),
    ("c", "plain", "Red 'S' logo of the Sparkasse on the bank building.",
     "The bank building carries the blue-and-orange Volksbank logo."),
    ("c", "numbered", "6. Pharmacy: red gothic A (Apotheke).", "6. Pharmacy: green cross sign."),

    # --- Street View meta ----------------------------------------------------------
    ("c", "table", "Camera: Gen 3 (2008)", "Camera: Gen 4 (2023)"),
    ("s", "hedged", "Gen 3 coverage from 2008, a little washed out.",
     "Judging by the slightly faded colours I'd say this is the old 2008 round, third-gen camera."),
    ("s", "plain", "Houses are blurred out on request.",
     "Several facades are pixelated — Germany's privacy opt-out."),
    ("u", "hedged", "Several houses are blurred out.", "The whole image is a bit soft — older camera, I'd guess."),

    # --- architecture ---------------------------------------------------------------
    ("s", "markdown", "Half-timbered (Fachwerk) houses along the street.", "**Architecture:** Fachwerk — timber-framed houses with dark exposed beams"),
    ("p", "plain", "Steep roofs with red clay tiles and dormers.", "The houses have steep roofs."),
    ("p", "markdown", "**Houses:** white render, steep dark roofs, dormers", "**Houses:** white render"),

    # --- road lines ---------------------------------------------------------------------
    ("c", "table", "Centre line: white dashed; edges: solid white", "Centre line: yellow dashed; edges: solid white"),
    ("s", "numbered", LINES, "2) Markings: all white — dashed centre line and solid edge lines, the standard German layout."),
    ("p", "plain", LINES, "the centre line is dashed"),
    ("s", "plain", "No centre line on this narrow country lane.", "The lane is unmarked down the middle."),
    ("c", "plain", "No centre line on this narrow country lane.",
     "A dashed white line runs down the middle of the narrow lane."),
    ("p", "plain", "No centre line, but white dashed edge lines on both sides.", "white dashed edge lines"),

    # --- terrain ------------------------------------------------------------------------
    ("c", "prose", "Snowy Alps in the background behind the meadows.", "The landscape is completely flat in every direction — this looks like the north German plain, with no hills anywhere in view."),
    ("s", "plain", "RHT", "Cars keep to the right, the oncoming lane is on our left."),

    # --- more partials ---
    ("p", "markdown", "**Plates:** white, EU band with D, district code M", "**Plates:** white with the EU band"),
    ("p", "prose", "The house on the right is half-timbered and has a red tile roof, and a Sparkasse sign hangs next door.",
     "There's a half-timbered house on the right."),
    ("p", "numbered", "5. Street sign 'Bahnhofstraße' and a yellow Deutsche Post box beside it",
     "5. Yellow Deutsche Post box on the pavement"),
    ("p", "hedged", "Honestly the strongest clue is the bollards — white with a black top band — plus the yellow B-road shield.",
     "Leitpfosten with black tops line the road."),
    ("p", "table", "Road: dashed white centre line, 100 km/h limit", "Centre line: dashed white"),
    ("p", "jargon", "RHT, gen 3, D plates, Leitpfosten", "RHT + gen 3"),

    # --- unrelated -------------------------------------------------------------------------
    ("u", "hedged", "Let me look closely at the signage first.", PLATE),
    ("u", "hedged", "This feels like central Europe, if I had to bet.", "District code M on the rear plate"),
    ("u", "prose", "The weather is overcast and grey, with that flat light you get in northern Europe in autumn.", "Edeka supermarket on the corner"),
    ("u", "table", "Language: German shop signs", "Bollards: Leitpfosten with a black band"),
    ("u", "plain", "The yellow sign is a town sign.", "A yellow Deutsche Post mailbox is mounted on the wall."),
    ("u", "plain", "white posts with a black band", "The white van has a black roof rack."),
    ("u", "plain", "The B 27 runs through here.", SPEED),
    ("u", "markdown", "**Forest:** spruce on the hills", "**Architecture:** half-timbered houses"),
    ("u", "prose", "Taking all of this together, I'm confident we're somewhere in Hesse.",
     "The place-name sign mentions the Vogelsbergkreis."),
    ("u", "plain", RAPE, "RHT, gen 3"),
    ("u", "numbered", "3. Street sign: Bahnhofstraße.", "4. Shop: Bäckerei on the corner."),
    ("u", "hedged", "Houses are blurred out on request.", "And the roofs — red clay tiles, I'm pretty sure."),
    ("u", "plain", "Tempo-30-Zone sign", "A tram runs down the middle of the street."),
    ("u", "plain", "The phone number on the van starts with 089.", "The van is a white Mercedes Sprinter."),
    ("u", "markdown", "**Bank:** Sparkasse on the left", "**Bollards:** left-hand posts carry two round reflectors"),
    ("u", "hedged", "I might be overthinking this, but something about it screams Germany.", "Yellow B 27 shield"),
    ("u", "plain", "Autobahn-style guardrail along the road", "The Autobahn exit sign is blue."),
    ("u", "plain", "Red 'S' logo on the bank", "Red diagonal strike-through on the town sign"),
    ("u", "markdown", "**Vegetation:** mixed beech and oak, lush and green", "**Roofs:** red clay tiles"),
    ("u", "table", "Phone: 089 (van)", "Postcode: 80331 (shop)"),
    ("u", "numbered", "1. First, the overall vibe.", "1. Plates: white with EU band and D"),
    ("u", "table", "Climate: temperate, overcast", "Vegetation: rapeseed in bloom"),
    ("u", "hedged", "Yellow again — I keep seeing yellow things here, the Post box for one.", RAPE),
    # --- negation and filler pairs ---
    ("s", "hedged", "No Leitpfosten on this stretch.", "Interesting — I can't see a single delineator post along this part of the road."),
    ("u", "plain", "No Leitpfosten on this stretch.", "The centre line is dashed white."),
    ("u", "hedged", "Let me think about this.", "Hmm, tricky one."),
]

# Russia (train). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "White plates, black characters, region code 77 and a small Russian tricolour with RUS at the right end."
SHOP = "The shop sign reads 'ПРОДУКТЫ' in Cyrillic."
PHARM = "Green sign on the corner: 'Аптека'."
STREET = "Blue street plate: 'ул. Ленина'."
ROUTE = "Route marker: М-7 «Волга»."
POLES = "Wooden power poles strapped to short concrete stubs at the base."
IZBA = "Wooden izba with carved blue window frames."
LADA = "A white Lada Niva is parked by the fence."
PANEL = "Grey five-storey Khrushchyovka panel blocks behind the trees."
BIRCH = "Birch trees line both sides of the road."

PAIRS = [
    # --- plates ---------------------------------------------------------------
    ("s", "markdown", PLATE, "**Plates:** white, black text; the right-hand block shows region 77 above a tricolour + RUS"),
    ("c", "plain", PLATE, "White plates, black characters, region code 78 and a small Russian tricolour with RUS at the right end."),
    ("c", "markdown", "**Plate:** white, region 77, tricolour + RUS at the right end", "**Plate:** white, region 77, tricolour + RUS at the left end"),
    ("p", "hedged", PLATE, "The car's plate is white, that much I can see."),
    ("s", "hedged", PLATE,
     "I can just about make out the region number on the plate — 77, so Moscow — and the usual little flag with RUS next to it; white plate, black lettering."),
    ("s", "jargon", "region 77 on plate", PLATE),
    ("c", "jargon", "plate region 66 → Sverdlovsk oblast", "plate region 96 → Sverdlovsk oblast"),
    ("c", "table", "Plate region: 25 (Primorsky Krai)", "Plate region: 125 (Primorsky Krai)"),
    ("s", "hedged", "The taxi has a yellow number plate.",
     "Interesting — the cab in front seems to carry a yellow plate, which Russian taxis get."),

    # --- script and language ------------------------------------------------
    ("s", "plain", SHOP, "Groceries sign in Russian: Продукты"),
    ("c", "hedged", SHOP, "I think the sign over the shop is written in Latin letters — PRODUKTY — oddly enough."),
    ("c", "plain", SHOP, "The shop sign reads 'ПРОДУКТИ', the Ukrainian spelling."),
    ("p", "numbered", SHOP, "2. Script: Cyrillic on the shop sign."),
    ("s", "prose", "The text on the shop sign is Cyrillic.",
     "Above the door of the little kiosk there is a hand-painted sign in Cyrillic letters, ПРОДУКТЫ, the word every Russian village store uses."),
    ("c", "plain", PHARM, "Green sign on the corner: 'Аптэка' — the Belarusian spelling."),
    ("s", "markdown", PHARM, "**Pharmacy:** green board with *Аптека* (Russian for pharmacy)"),
    ("c", "hedged", "The bakery window says 'Хлеб'.",
     "Not a hundred percent sure, but I read 'Хліб' on the bakery window, which is Ukrainian."),
    ("c", "table", "Street word: улица (ulitsa, Russian)", "Street word: вулиця (vulytsia, Ukrainian)"),
    ("s", "prose", "Cyrillic, Russian (ы and э present)", "The signs are in Russian Cyrillic — you can see the letters ы and э, which Ukrainian and Bulgarian don't use."),

    # --- names -----------------------------------------------------------------
    ("c", "plain", STREET, "Blue street plate: 'ул. Мира' (Mira Street)."),
    ("s", "plain", STREET, "street sign: Lenina ulitsa (Lenin Street), blue plate"),
    ("c", "numbered", "3. Street type: prospekt (проспект Мира).", "3. Street type: ulitsa (улица Мира)."),
    ("p", "markdown", STREET, "**Street sign:** blue plate on the building, name not legible"),
    ("c", "numbered", "4. Federal highway marker: M-7 Volga.", "4. Federal highway marker: M-8 Kholmogory."),
    ("s", "numbered", ROUTE, "3. The federal highway marker shows M7, the Volga highway."),
    ("p", "hedged", ROUTE, "I can see a federal route marker by the road but not the number."),
    ("c", "table", "Distance sign: Казань 120", "Distance sign: Казань 210"),
    ("c", "markdown", "**Direction sign (blue):** → Yekaterinburg", "**Direction sign (blue):** → Chelyabinsk"),
    ("s", "hedged", "The blue direction sign points to Yekaterinburg.",
     "Let me see… the arrow on the blue sign says Екатеринбург, I believe."),

    # --- codes -------------------------------------------------------------------
    ("c", "table", "Phone code: +7 495 (Moscow)", "Phone code: +7 812 (St Petersburg)"),
    ("s", "plain", "The billboard phone number starts +7 (495), a Moscow code.", "☎ 8 495 … on the billboard = Moscow"),
    ("p", "prose", "The billboard phone number starts +7 (495), a Moscow code.", "Among the adverts along the road there is a big billboard with a phone number printed across the bottom."),
    ("c", "markdown", "**Domain:** .ru on the banner", "**Domain:** .by on the banner"),
    ("c", "table", "Area code on the shop sign: 343 (Yekaterinburg)", "Area code on the shop sign: 383 (Novosibirsk)"),

    # --- poles, bollards, lines ----------------------------------------------------
    ("s", "plain", POLES, "wooden poles on concrete stilts"),
    ("c", "hedged", POLES, "The power poles look like they're all concrete to me, no wood anywhere."),
    ("p", "plain", POLES, "There are wooden utility poles."),
    ("s", "plain", "There are wooden utility poles.", POLES),
    ("s", "markdown", "Bollards: white posts with a black band and a small orange reflector.",
     "**Roadside posts:** white, black stripe, orange reflector"),
    ("c", "numbered", "5. Centre line: single, dashed, white.", "5. Centre line: double, solid, white."),
    ("s", "plain", "No road markings at all on the broken asphalt.", "The road surface is cracked and potholed and no lines are painted on it."),
    ("c", "prose", "No road markings at all on the broken asphalt.", "The asphalt has clearly been resurfaced recently, with freshly painted white centre and edge lines."),
    ("p", "hedged", "I think there's no centre line, and the asphalt is badly potholed.",
     "The asphalt is badly potholed."),

    # --- architecture -----------------------------------------------------------------
    ("s", "prose", IZBA,
     "The house on the left is a traditional log izba, and its window surrounds — the carved nalichniki — are painted a bright blue."),
    ("c", "markdown", "**House:** wooden izba, carved window frames painted blue", "**House:** wooden izba, carved window frames painted green"),
    ("p", "hedged", IZBA, "There's an old wooden house, I think — hard to see the details."),
    ("s", "jargon", PANEL, "5-storey panel blocks (khrushchyovki), grey"),
    ("c", "table", "Blocks: panel, 5 storeys, grey", "Blocks: panel, 9 storeys, grey"),
    ("p", "plain", PANEL, "Soviet-era apartment blocks in the background."),

    # --- vegetation / animals ------------------------------------------------------------
    ("c", "hedged", BIRCH, "The trees along the road look like poplars to me, in rows on both sides."),
    ("s", "plain", BIRCH, "Both verges: white-barked birches."),
    ("p", "plain", BIRCH, "Trees line the road."),
    ("c", "markdown", "**Forest:** larch taiga", "**Forest:** Scots pine"),
    ("c", "prose", "Flat fields of sunflowers stretch to the horizon, which suggests the south, Krasnodar or Rostov.",
     "Flat fields of wheat stretch to the horizon, which suggests the south, Krasnodar or Rostov."),

    # --- vehicles -----------------------------------------------------------------------------
    ("c", "numbered", "6. Car by the fence: white Lada Niva.", "6. Car by the fence: white UAZ Patriot."),
    ("s", "hedged", LADA, "Pretty sure that's a Niva — the boxy little Lada 4x4 — in white, by the fence."),
    ("p", "plain", LADA, "A white car is parked by the fence."),
    ("s", "plain", "Yellow GAZelle marshrutka at the stop.", "A yellow Gazelle minibus taxi waits at the bus stop."),
    ("c", "hedged", "Yellow GAZelle marshrutka at the stop.", "At the stop there's a yellow bus — looks like a PAZ, not a Gazelle."),
    ("c", "plain", "An orange KAMAZ dump truck passes.", "An orange MAZ dump truck passes."),

    # --- brands ---------------------------------------------------------------------------------
    ("c", "table", "Supermarket: Пятёрочка (Pyaterochka)", "Supermarket: Магнит (Magnit)"),
    ("s", "plain", "The supermarket is a Пятёрочка.", "Pyaterochka store — red '5' and green leaf logo"),
    ("c", "markdown", "**Fuel station:** Lukoil (red)", "**Fuel station:** Gazprom (blue)"),
    ("s", "markdown", "Sberbank branch with the green tick logo.", "**Bank:** Сбербанк — the green circle-and-tick over the door"),

    # --- meta, climate ---------------------------------------------------------------------------
    ("c", "hedged", "Gen 3 coverage.", "Quality's really good here, so I'm thinking this is Gen 4."),
    ("c", "prose", "Snow on the ground, big snowbanks along the road.", "It's clearly summer: the foliage is full and green and there's no trace of snow anywhere."),
    ("s", "plain", "RHT", "Traffic drives on the right here."),
    ("c", "numbered", "4. Speed sign: 60.", "4. Speed sign: 40."),
    ("s", "numbered", "Speed sign: 60", "4. Speed limit — red-ringed circle with 60 in it."),
    ("c", "prose", "The entry sign has a white background with black text, so we're entering the village.",
     "The place-name sign is white with a red diagonal stripe through it, so we're leaving the village."),

    # --- partials -----------------------------------------------------------------------------------
    ("p", "table", "Clues: Cyrillic, Lada Niva, wooden izba", "Clues: Cyrillic"),
    ("p", "prose", "There's a Pyaterochka across the street, next to an Apteka with a green cross.",
     "A Пятёрочка is across the street."),
    ("p", "numbered", "2. Birches and a sagging wooden fence along a dirt road.", "2. Dirt road."),
    ("p", "table", "Plate: white, region 54, RUS", "Plate: white, RUS"),
    ("p", "markdown", "**Poles:** concrete with a row of holes, carrying three wires",
     "**Poles:** concrete"),
    ("p", "hedged", "Hmm, a blue direction sign to Kazan and a M-7 marker — that narrows it a lot.",
     "Direction sign to Kazan."),
    ("p", "numbered", "7. Facade: a blue Sberbank ATM and a red Magnit sign.", "7. Facade: a red Magnit sign."),
    ("p", "plain", "The house has a corrugated green roof and blue carved shutters.", "The roof is corrugated metal."),

    ("s", "markdown", "**Trees:** birch everywhere", BIRCH),
    ("s", "prose", POLES, "Most of the power poles are old wooden ones, each bolted to a short concrete stub so the wood doesn't rot in the ground."),
    ("s", "table", "Script: Cyrillic", "The lettering on every sign is Cyrillic."),
    ("s", "jargon", "khrushchyovka", "a five-storey Soviet prefab apartment block from the 1960s"),
    ("s", "numbered", "1. Driving side: right.", "RHT"),
    ("s", "hedged", "Lukoil petrol station", "If that's the red Lukoil logo on the canopy, then it's a Lukoil petrol station."),
    ("s", "plain", "An orange KAMAZ dump truck passes.", "KAMAZ tipper, orange"),
    ("p", "plain", "An orange KAMAZ dump truck passes.", "A truck passes."),
    ("p", "markdown", "**Pharmacy:** green sign reading Аптека with a cross", "**Pharmacy:** there's an Apteka"),

    # --- unrelated -------------------------------------------------------------------------------------
    ("u", "hedged", "Alright, breaking it down piece by piece.", IZBA),
    ("u", "hedged", "Honestly this looks like Eastern Europe or Russia to me.", "Region code 77 on the plate"),
    ("u", "markdown", "**Script:** Cyrillic", "**Vegetation:** birch trees along the road"),
    ("u", "plain", "White plates with black letters", "White posts with a black band"),
    ("u", "prose", "The sky is grey and overcast and the whole scene feels cold and damp.", "Green Sberbank logo on the building"),
    ("u", "prose", "Judging by the low sun, this was probably shot in early autumn, maybe September.", "Birch trees line both sides of the road."),
    ("u", "numbered", "3. Street plate: ул. Ленина (Lenina).", "4. Direction sign: Yekaterinburg."),
    ("u", "plain", LADA, "The white fence is made of corrugated sheet."),
    ("u", "table", "House: wooden izba", "Poles: wooden, on concrete stubs"),
    ("u", "numbered", "5. Conclusion: Russia, most likely the Volga region.", "5. Route marker M-7 Volga."),
    ("u", "hedged", "I'm fairly confident about the country, less so about the region.", "Cyrillic shop sign 'Продукты'."),
    ("u", "plain", "Yellow marshrutka", "Yellow plate on the taxi"),
    ("u", "plain", "Snow on the ground", "The snow fence runs along the field."),
    ("u", "table", "Phone code: 495", "Supermarket: Pyaterochka"),
    ("u", "plain", "Gazprom station", "Gazelle minibus"),
    ("u", "table", "Road quality: poor, potholed", "Vegetation: birch and pine"),
    ("u", "prose", "Overall this has a very post-Soviet feel, with everything a bit run-down and grey.",
     "Grey five-storey Khrushchyovka blocks behind the trees."),
    ("u", "numbered", "5. Speed: 60.", "6. Route: M-7."),
    ("u", "plain", "Ulitsa Lenina", "Lenin statue in the square"),
    ("u", "plain", "Single dashed white centre line", "White plates, black characters"),
    ("u", "jargon", "gen 3, 2013", "Rus. plates region 16"),
    ("u", "hedged", "The website on the banner ends in .ru", "The banner itself is red and white, if that helps at all."),
    ("u", "hedged", "I'll go with Russia on balance — the road quality just fits.", "A white Lada Niva by the fence."),
    ("u", "plain", "A herd of cows on the road", "A cattle-crossing warning sign"),
    ("u", "plain", "Birch trees", "Birch-bark pattern painted on the bus stop"),
    # --- negation and filler pairs ---
    ("c", "numbered", "3. No snow anywhere.", "3. Patches of old snow under the birches."),
    ("p", "markdown", "**Plate:** white, region 77 — no blue EU band, obviously", "**Plate:** white, region 77"),
]

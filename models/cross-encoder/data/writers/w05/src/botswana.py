# Botswana (dev). Hand-written pairs: (label, style, a, b).
# s = same, p = partial, c = contradicts, u = unrelated. style = the less terse side.

PLATE = "Yellow rear plate, white front plate, format B 123 ABC."
A1 = "Route marker A1 on the green sign."
DIST = "Green distance sign: Francistown 112, Nata 302."
MOPANE = "Mopane scrub with butterfly-shaped leaves on both sides."
DONKEY = "A donkey cart loaded with firewood on the shoulder."
ELEPHANT = "An elephant is crossing the tar road ahead."
RONDAVEL = "Round mud rondavels with thatched roofs inside a kraal."
CHOPPIES = "The supermarket in the plaza is a Choppies."
PULA = "The price board shows amounts in pula: 'P 25.00'."
DUMELA = "The welcome sign says 'Dumela'."
LINES = "Yellow edge lines, white dashed centre line."
VET = "Veterinary checkpoint: a boom gate and a 'Foot and Mouth Control' sign."
SPEED = "Speed limit 120 on the open road."

PAIRS = [
    # --- driving side, plates --------------------------------------------------------
    ("s", "hedged", "Drives on the left.", "I'm fairly sure the traffic keeps left — the truck ahead is hugging the left edge."),
    ("c", "markdown", "**Driving side:** left", "**Driving side:** right, cars keep to the right-hand lane"),
    ("s", "markdown", PLATE, "**Plates:** white at the front, yellow at the back, 'B 123 ABC' pattern"),
    ("c", "table", "Plate format: B 123 ABC", "Plate format: ABC 123 GP"),
    ("c", "hedged", PLATE, "The rear plate looks yellow, but the front one seems yellow too, not white."),
    ("p", "hedged", PLATE, "The rear plate looks yellow, as far as I can tell."),
    ("s", "numbered", "The rear plate is yellow.", "2. Plates: yellow at the rear (white at the front), Botswana format."),
    ("s", "jargon", "BW plate, B-prefix", "The registration starts with the letter B, the Botswana series."),
    ("c", "jargon", "BW plate, B-prefix", "The registration ends in GP, a Gauteng plate."),
    ("p", "table", "Plate: yellow rear, B 412 AHK", "Plate: yellow rear"),

    # --- signs, routes, names ------------------------------------------------------------
    ("s", "numbered", A1, "3. Route: A1 (the Gaborone–Francistown trunk road), shown on a green sign."),
    ("c", "numbered", "3. Route: A1.", "3. Route: A3."),
    ("p", "hedged", A1, "There's a route marker of some kind on the green sign."),
    ("s", "plain", "A route marker.", A1),
    ("s", "prose", DIST,
     "A green distance board gives Francistown as 112 km and Nata as 302 km, so we're on the A1 somewhere south of Francistown."),
    ("c", "markdown", "**Distance:** Francistown 112", "**Distance:** Francistown 121"),
    ("c", "hedged", DIST, "The lower line of the distance sign reads Maun 302, I think, under Francistown 112."),
    ("p", "plain", DIST, "Francistown is 112 km away."),
    ("c", "table", "Road: A33 to Kasane", "Road: A3 to Maun"),
    ("s", "hedged", "Road: A33 to Kasane", "I think the sign mentions Kasane on the A33, the road up from Nata."),
    ("c", "table", "Town sign: Mahalapye", "Town sign: Molepolole"),
    ("s", "jargon", "Mahalapye town sign", "The town sign reads Mahalapye."),
    ("s", "markdown", "Shop name: 'Tshwaraganang General Dealer'.", "**Shop:** Tshwaraganang General Dealer — Setswana name, English 'General Dealer'"),

    # --- language ---------------------------------------------------------------------------
    ("s", "plain", DUMELA, "Dumela (Setswana greeting) on the board"),
    ("c", "markdown", "**Greeting:** Dumela (Setswana)", "**Greeting:** Sawubona (Zulu)"),
    ("c", "hedged", DUMELA, "The welcome sign just says Welcome, in English, nothing else."),
    ("p", "numbered", DUMELA, "1. A welcome sign at the village entrance."),
    ("c", "prose", "The thank-you sign at the exit of the fuel station says 'Ke a leboga', which is Setswana.",
     "The thank-you sign at the exit of the fuel station says 'Ngiyabonga', which is Zulu."),
    ("s", "hedged", "Kgotla sign at the village meeting place.",
     "There's a board at that enclosure that I'm pretty sure says Kgotla — the traditional meeting place."),
    ("p", "numbered", "4. Language: English road signs, Setswana shop names.", "4. Language: English road signs."),

    # --- codes, money, brands -------------------------------------------------------------------
    ("s", "table", PULA, "Currency: pula (prices like P25.00)"),
    ("c", "table", "Currency: pula (P 25.00)", "Currency: rand (R 25.00)"),
    ("p", "hedged", PULA, "There's a price board by the door, can't read the currency."),
    ("c", "markdown", "**Phone:** +267", "**Phone:** +27"),
    ("s", "plain", "The phone number on the sign starts +267.", "+267 on the signboard → Botswana"),
    ("s", "markdown", CHOPPIES, "**Retail:** a Choppies supermarket in the shopping plaza"),
    ("c", "numbered", "5. Supermarket: Choppies.", "5. Supermarket: Sefalana."),
    ("p", "plain", CHOPPIES, "There's a supermarket in the plaza."),
    ("s", "hedged", "Engen fuel station on the left.", "On the left — unless I'm confusing the logos — that's an Engen garage."),
    ("c", "hedged", "St Louis beer advert on the bottle store.", "The bottle store's advert is for Castle Lager, I believe."),
    ("s", "numbered", "St Louis beer advert on the bottle store.", "5. Bottle store with a St Louis (local lager) advert."),
    ("c", "table", "Telecom: Orange (orange square logo)", "Telecom: Mascom"),

    # --- animals and plants ------------------------------------------------------------------------
    ("s", "prose", ELEPHANT, "Up ahead a big grey elephant is walking across the tarmac, which puts us in the north, probably on the road to Kasane."),
    ("c", "table", "Animal crossing: elephant", "Animal crossing: giraffe"),
    ("c", "markdown", "**Road surface where the elephant crosses:** tar", "**Road surface where the elephant crosses:** gravel"),
    ("p", "plain", ELEPHANT, "An animal is crossing the road ahead."),
    ("s", "plain", "An animal is crossing the road ahead.", ELEPHANT),
    ("s", "plain", DONKEY, "donkey cart w/ firewood, shoulder"),
    ("c", "numbered", "4. Cart on the shoulder: donkey-drawn, firewood.", "4. Cart on the shoulder: horse-drawn, firewood."),
    ("c", "hedged", DONKEY, "The donkey cart is loaded with water drums, not firewood, I think."),
    ("p", "plain", DONKEY, "Donkeys on the shoulder."),
    ("s", "markdown", MOPANE, "**Vegetation:** mopane woodland (the butterfly-leaf tree) both sides"),
    ("c", "table", "Bush: mopane", "Bush: camelthorn acacia"),
    ("c", "hedged", MOPANE, "The mopane scrub is only on the left; on the right it opens into grassland."),
    ("p", "plain", MOPANE, "Scrub on both sides."),
    ("c", "markdown", "**Big tree near Nata:** baobab", "**Big tree near Nata:** marula"),
    ("s", "hedged", "Baobab next to the road, Nata area.", "That massive fat-trunked tree by the road has to be a baobab — I'd say around Nata."),
    ("s", "jargon", "cattle in bush", "A few cows are grazing among the bushes."),
    ("c", "numbered", "6. Palms near the delta: makalani.", "6. Palms near the delta: date palms."),

    # --- terrain -------------------------------------------------------------------------------------
    ("s", "plain", "Pale Kalahari sand on the verges.", "whitish sandy soil along the road"),
    ("c", "table", "Verge soil: pale Kalahari sand", "Verge soil: dark red clay"),
    ("c", "hedged", "Completely flat landscape to the horizon.", "There are rocky hills quite close to the road, so not totally flat."),
    ("s", "numbered", "Completely flat landscape to the horizon.", "1. Terrain: dead flat — nothing higher than the bushes as far as you can see."),
    ("c", "markdown", "**Horizon:** white salt crust", "**Horizon:** green floodplain with reeds"),
    ("s", "prose", "Salt pan — white crust to the horizon.",
     "To the right, the ground turns into a blinding white salt crust that runs all the way to the horizon — Makgadikgadi."),

    # --- buildings ----------------------------------------------------------------------------------------
    ("s", "plain", RONDAVEL, "thatched mud rondavels in a kraal"),
    ("c", "table", "Huts: round, mud, thatched", "Huts: square, cement block, thatched"),
    ("p", "hedged", RONDAVEL, "I can see thatched roofs over there."),
    ("s", "hedged", "A kraal fence made of thorn branches.", "Looks like the livestock enclosure is fenced with piled thorn branches."),
    ("c", "numbered", "7. Kraal fence: thorn branches.", "7. Kraal fence: wire mesh."),

    # --- road, meta ------------------------------------------------------------------------------------------
    ("s", "numbered", LINES, "2. Lines: yellow edges, white broken line in the middle."),
    ("c", "markdown", "**Edge lines:** yellow", "**Edge lines:** white"),
    ("c", "table", "Centre line: white dashed", "Centre line: white solid"),
    ("p", "plain", LINES, "Yellow edge lines."),
    ("s", "plain", "Yellow edge lines.", LINES),
    ("s", "markdown", VET, "**Checkpoint:** veterinary gate with a foot-and-mouth control sign"),
    ("c", "hedged", VET, "The boom gate looks like a police roadblock to me — there's a Police Stop sign."),
    ("p", "plain", VET, "A boom gate across the road."),
    ("s", "plain", SPEED, "120 km/h limit"),
    ("c", "numbered", "3. Speed limit: 120.", "3. Speed limit: 100."),
    ("s", "plain", "A cattle grid spans the road.", "A steel grid set into the tar keeps livestock from crossing."),
    ("s", "hedged", "Gen 4 coverage.", "Image quality is sharp, so I'd say this is a Gen 4 camera."),
    ("c", "table", "Vehicle at the rank: white Toyota Quantum combi", "Vehicle at the rank: white Toyota Hilux"),

    # --- partials -------------------------------------------------------------------------------------------
    ("p", "jargon", "LHT, gen 4, yellow edges, mopane", "LHT, mopane"),
    ("p", "prose", "At the plaza there's a Choppies, an FNB ATM and a Mascom kiosk all in a row.", "An FNB ATM at the plaza."),
    ("p", "numbered", "6. Wildlife: elephants, impala and a warthog near the road.", "6. Wildlife: impala"),
    ("p", "markdown", "**Buildings:** cement-block houses, corrugated roofs, a rondavel at the back", "**Buildings:** cement-block houses"),
    ("p", "hedged", "I believe there's a donkey cart and a couple of goats on the verge.", "Goats on the verge."),
    ("p", "table", "Fence: game fence, 2 m, electrified strands", "Fence: game fence"),
    ("p", "plain", "Cattle grid with a sign reading 'Cattle Grid — Slow Down'.", "Cattle grid."),
    ("p", "prose", "The school gate has a board that reads 'Boseja Primary School', with the Botswana coat of arms painted above.",
     "A primary school board at the gate."),
    ("p", "hedged", "Hmm, thatched rondavels and a green water tank, so rural Botswana I think.", "A green water tank."),

    ("s", "hedged", "The bank is an FNB.", "An FNB branch, I think, judging by the sign with the little tree logo."),
    ("s", "prose", "Ostriches in the veld.", "Out in the veld, a couple of ostriches are strutting between the bushes."),
    ("p", "numbered", "8. Shop: 'Kagisano General Dealer', with a Mascom sign.", "8. Shop: a general dealer."),
    ("p", "markdown", "**Sign:** Mahalapye 5 km, Palapye 72 km", "**Sign:** Mahalapye 5 km"),
    ("p", "hedged", "Honestly the biggest clue is the yellow rear plate — and the pula prices on the board.", "Prices in pula on the board."),

    # --- unrelated ----------------------------------------------------------------------------------------------
    ("u", "hedged", "Let's take a look at what we have.", PLATE),
    ("u", "hedged", "This looks like southern Africa to me.", "B-prefix on the plate"),
    ("u", "table", "Vegetation: mopane", "Road: yellow edge lines"),
    ("u", "prose", "The sky is huge and cloudless, that deep blue you get in dry country.", CHOPPIES),
    ("u", "prose", "The air is dry and dusty and the grass is bleached, so it's probably the dry season.", "The signs use Setswana."),
    ("u", "numbered", "11. Final answer: Botswana, Central District.", A1),
    ("u", "markdown", "**Plate:** yellow rear", "**Tank:** yellow water tank"),
    ("u", "numbered", "2. An elephant crossing the road.", "3. An elephant warning sign."),
    ("u", "prose", "The vastness and emptiness of the landscape make me think of Botswana more than anywhere else.",
     "Pale Kalahari sand on the verges."),
    ("u", "table", "Distance: Francistown 112", "Speed limit: 120"),
    ("u", "plain", "Donkey cart", "Firewood stacked beside the rondavel"),
    ("u", "numbered", "1. Relief: flat.", "2. Rear plate: yellow."),
    ("u", "hedged", "Could be Namibia too — hard to tell at this point.", "Dumela on the sign"),
    ("u", "markdown", "**Camera:** Gen 4", "**Road:** cattle grid"),
    ("u", "table", "Phone: +267", "Prices: pula"),
    ("u", "plain", "Engen station", "Engine of a broken-down truck on the shoulder"),
    ("u", "plain", "Baobab", "Baobab Lodge sign"),
    ("u", "jargon", "LHT", "Choppies"),
    ("u", "hedged", "The kraal is round.", "The water tank is round too, I notice."),
    ("u", "plain", "St Louis beer", "St Joseph's Catholic church"),
    ("u", "hedged", "I need to weigh the vegetation against the signs here.", "Veterinary checkpoint"),
    ("u", "markdown", "**Vegetation:** dry savanna", "**Vehicles:** donkey carts"),
    ("u", "plain", "Salt pan", "Salt and sugar on the shop's price list"),
    ("u", "numbered", "3. Route: A1.", "8. Billboard: A1 Car Hire."),
    ("u", "plain", "Ostriches", "Ostrich-feather hat on the woman"),
    ("u", "plain", "White Toyota Quantum combi", "White-painted rocks along the driveway"),
    ("u", "plain", "Thorn-branch kraal", "Thorny acacia by the road"),
    ("u", "markdown", "**Prices:** in pula", "**Coat of arms:** 'Pula' motto"),
    ("u", "plain", "Cattle grazing", "Cattle skull on the gate"),
    ("u", "hedged", "Hmm, the light suggests late afternoon, not that it matters much.", "Green distance sign: Francistown 112."),
    ("u", "table", "Road surface: tar", "Road name: A33"),
    # --- negation and filler pairs ---
    ("s", "prose", "There is no fence along the road here.", "The veld runs straight up to the tarmac with no fencing of any kind."),
    ("c", "markdown", "**Centre line:** none", "**Centre line:** white dashed"),
    ("u", "prose", "I'm going to take this step by step and be careful.", "All things considered, I'll go with my first instinct."),
]

# Jamaica (train) -- hand-written by w06.
COUNTRY = "Jamaica"
N_COMBO = 13

GROUPS = [
    ("Hand-painted wall slogan 'Nuh dash weh yuh rubbish' — Jamaican Patois.", [
        ("s", "**Language:** Patois on a painted wall — *Nuh dash weh yuh rubbish* (don't throw your garbage away)", "md", "s"),
        ("c", "The wall slogan says 'Do not litter', in standard English.", "pl", "c"),
        ("p", "There's a painted anti-littering message on the wall, I think.", "h"),
        ("u", "A green rubbish skip sits by the wall.", "pl"),
    ]),
    ("Route taxi with red 'PP' plates.", [
        ("s", "PP plate (red letters) → JA route taxi", "j", "s"),
        ("c", "**Plates:** PP on the route taxi, black lettering (not red)", "md"),
        ("c", "I believe the taxi's plate starts with 'H', not PP.", "h"),
        ("p", "taxi parked on verge", "j"),
        ("p", "**Plates:** PP on the car", "md"),
    ]),
    ("Route painted on the taxi's side: 'Half Way Tree – Papine'.", [
        ("s", "The taxi has its route, Half Way Tree to Papine, painted along the side.", "pl", "s"),
        ("c", "I think the route on the side of the taxi says Spanish Town – Linstead.", "h"),
        ("p", "**Vehicles:** a route taxi with lettering on the door", "md"),
    ]),
    ("Phone number on the sign: (876) 9xx-xxxx.", [
        ("s", "Phone: 876 area code (Jamaica)", "t"),
        ("c", "The phone number on the sign has the 868 area code.", "pl", "c"),
        ("p", "**Sign:** has a phone number painted on it", "md", "s"),
        ("c", "Pretty sure the area code is 242 — that would be the Bahamas.", "h"),
    ]),
    ("Web address ending .com.jm", [
        ("s", ".com.jm on the banner", "j"),
        ("c", "Web address ending .co.tt", "t"),
        ("p", "There's a website on the poster but I can't read the ending.", "h"),
    ]),
    ("Red Digicel-branded shop with 'Top up here'.", [
        ("s", "**Brand:** Digicel (red) — 'Top up here' on the storefront", "md"),
        ("c", "Blue Flow-branded shop with 'Top up here'.", "pl", "c"),
        ("p", "Shopfront: red", "t"),
        ("u", "A red Coca-Cola cooler outside the shop.", "pl"),
    ]),
    ("Shop wall painted in stripes of red, gold and green — Rasta colours.", [
        ("s", "The wall has those Rastafarian stripes, red, yellow and green, I'm pretty sure.", "h", "s"),
        ("c", "The shop wall is painted black, green and gold, like the Jamaican flag.", "pl", "c"),
        ("p", "I can see bright stripes painted on the shop wall.", "h"),
    ]),
    ("Jamaican flag: gold saltire with green and black triangles.", [
        ("s", "A flag with a yellow diagonal cross, green top and bottom, black at the sides.", "pl"),
        ("c", "**Flag:** white saltire on a blue field", "md"),
        ("p", "A green, black and gold flag.", "pl"),
        ("s", "JA flag on the pole", "j"),
    ]),
    ("Roadside jerk centre with oil-drum smokers.", [
        ("s", "**Food:** jerk chicken stand, half-barrel drum grills smoking by the road", "md", "s"),
        ("c", "3. Food — roast-corn stand by the road (no jerk pans)", "n"),
        ("p", "A small roadside food stall.", "pl"),
        ("u", "Rusty oil drums used as planters in the yard.", "pl"),
    ]),
    ("Juici Patties restaurant sign, orange and yellow.", [
        ("p", "Juici Patties outlet", "j", "s"),
        ("c", "**Restaurant:** Tastee Patties, not Juici", "md"),
        ("s", "That orange-and-yellow sign looks like Juici Patties, the Jamaican patty chain.", "h"),
    ]),
    ("Sign says 'Parish of Clarendon'.", [
        ("s", "A welcome sign for Clarendon parish.", "pl"),
        ("c", "Sign says 'Parish of St. Ann'.", "pl", "c"),
        ("p", "2. Admin — a parish boundary sign", "n"),
    ]),
    ("Seventh-day Adventist church with its name board out front.", [
        ("s", "An SDA church with a signboard at the gate.", "pl"),
        ("c", "If I'm reading the sign right, it's a New Testament Church of God.", "h"),
        ("p", "There's a church, I think, though I can't read the sign.", "h"),
        ("u", "A blue-and-white church bus is parked by the gate.", "pl"),
    ]),
    ("LHT, 'Keep Left' sign at the island.", [
        ("s", "**Driving:** left-hand traffic; a *Keep Left* arrow sign on the traffic island", "md"),
        ("p", "Cars drive on the left.", "pl", "s"),
        ("c", "Driving: right; island sign: Keep Right", "t"),
    ]),
    ("Speed limit sign: 50 km/h.", [
        ("s", "limit 50 (km/h)", "j"),
        ("c", "Speed limit sign: 30 mph.", "pl", "c"),
        ("p", "**Signs:** a speed limit sign", "md"),
        ("p", "**Signs:** limits are in km/h", "md"),
        ("u", "A '50% OFF' sale banner on the shop.", "pl", "u"),
    ]),
    ("Concrete block houses with zinc roofs and burglar bars on every window.", [
        ("s", "The houses are cinder block, roofed with corrugated zinc, and every window and veranda is fitted with ornamental burglar bars.", "pr", "p"),
        ("p", "I notice burglar bars on the houses.", "h", "s"),
        ("c", "**Houses:** timber, thatched roofs, open windows without bars", "md"),
    ]),
    ("Breadfruit and ackee trees in the yard.", [
        ("s", "I'm fairly sure those are a breadfruit tree and an ackee tree in the yard.", "h"),
        ("c", "I think the trees in the yard are mango and avocado.", "h"),
        ("p", "Tropical fruit trees in the yard.", "pl"),
        ("p", "ackee tree", "j", "s"),
    ]),
    ("Sugar cane fields on both sides — Clarendon/Westmoreland lowlands.", [
        ("s", "Cane fields either side of the road.", "pl"),
        ("c", "Banana plantations on both sides of the road.", "pl", "c"),
        ("p", "Some fields along the road.", "pl"),
        ("u", "A Wray & Nephew rum advert painted on a bar wall.", "pl"),
    ]),
    ("Red Stripe beer sign on the bar.", [
        ("s", "The bar has a Red Stripe logo sign.", "pl"),
        ("c", "**Bar sign:** Carib beer", "md"),
        ("p", "4. Ads — a beer sign on the bar", "n"),
        ("u", "The bar is painted with red stripes.", "pl", "u"),
    ]),
    ("Gen 3 coverage, soft image.", [
        ("c", "gen 4", "j", "c"),
        ("s", "The image is slightly blurry — older third-generation camera.", "pl", "s"),
    ]),
    ("Traffic is on the left, the route taxi has red PP plates, and a Digicel sign says 'Top up yuh phone' in Patois, so I'm going with Jamaica.", [
        ("p", "LHT, red PP plates", "j", "s"),
        ("c", "Traffic is on the left, the route taxi has red PP plates, and the Digicel sign says 'Recharge ici' in French.", "pr"),
        ("p", "**Brand:** Digicel sign", "md"),
    ]),
]

POOL = [
    ("language", "Signs in English, with some Patois graffiti.", "pl"),
    ("driving", "**Driving side:** left", "md"),
    ("vegetation", "Lush tropical greenery — bamboo, bananas, breadfruit.", "pl"),
    ("architecture", "Concrete houses painted pastel colours.", "pl"),
    ("brand", "I think that's a Digicel billboard.", "h"),
    ("plates", "plates: white, route taxis w/ red PP", "j"),
    ("phone", "1-876 numbers", "j"),
    ("religion", "3. Religion — a small Baptist church by the road", "n"),
    ("road", "Narrow road, no centre line, lots of potholes.", "pl"),
    ("terrain", "Steep green hills; the Blue Mountains in the distance maybe?", "h"),
    ("meta", "Camera: gen 4", "t"),
    ("flag", "Jamaican flag painted on a shop wall.", "pl"),
]

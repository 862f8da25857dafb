# Uganda (train) -- hand-written by w06.
COUNTRY = "Uganda"

GROUPS = [
    ("Shop board reads 'Mukwano Hardware (U) Ltd' — the '(U)' means Uganda.", [
        ("s", "**Signage:** *Mukwano Hardware (U) Ltd* — the (U) before Ltd = Uganda", "md", "s"),
        ("c", "The board reads 'Mukwano Hardware (K) Ltd', i.e. a Kenyan-registered company.", "pl", "c"),
        ("p", "3. Shops — a hardware store with a hand-painted board", "n"),
        ("c", "(T) Ltd on the board → TZ", "j", "c"),
        ("p", "**Signage:** business names ending in *Ltd*", "md"),
    ]),
    ("Place names with a doubled first letter, like 'Nnamirembe' and 'Kkooki' — Luganda.", [
        ("s", "Luganda spelling on the signs — names such as Nnamirembe that start with a double consonant.", "pl", "s"),
        ("c", "Hmm, the names on the signs look Swahili to me — 'Mji Mpya' and so on — and none start with a doubled consonant.", "h"),
        ("p", "**Language:** some local Bantu language on the signs, alongside English", "md"),
        ("u", "Hmm, I think this road leads towards Kampala.", "h"),
    ]),
    ("The sign says 'Webale' — Luganda for thank you.", [
        ("s", "'Webale' (thanks, Luganda) painted on the sign", "j"),
        ("c", "The sign says 'Asante' — Swahili for thank you.", "pl", "c"),
        ("c", "I think the word is 'Murakoze', which would be Kinyarwanda for thanks.", "h"),
        ("p", "There's a hand-painted greeting on the sign, I can't make out the word.", "h"),
    ]),
    ("Plates: white at the front, yellow at the back, starting with U.", [
        ("s", "Plates — front: white / rear: yellow; format UAX 123B", "t", "p"),
        ("p", "yellow rear plates", "j"),
        ("c", "Plates: front yellow / rear white, U…", "t"),
        ("c", "The rear plate seems to begin with 'K' — KCA-something — which would be Kenyan.", "h"),
        ("u", "A yellow school bus is parked by the gate.", "pl"),
        ("u", "The boda rider is wearing a yellow reflective vest.", "pl"),
    ]),
    ("Welcome sign: English 'Welcome' on top, Luganda 'Tukusanyukidde' underneath.", [
        ("s", "**Bilingual sign:** English first (*Welcome*), Luganda below (*Tukusanyukidde*)", "md", "s"),
        ("p", "**Welcome sign:** English", "md"),
        ("c", "The welcome sign has the Luganda greeting on top and the English one below.", "pl"),
        ("p", "There's a welcome sign in two languages, I think.", "h"),
    ]),
    ("Loads of boda-bodas — motorcycle taxis — waiting at the stage.", [
        ("s", "**Transport:** a stage packed with motorbike taxis (bodas)", "md", "s"),
        ("c", "Bicycle taxis, not motorbikes, are waiting at the stage.", "pl"),
        ("p", "motorbikes on the road", "j"),
        ("u", "The stage is next to a small fruit market.", "pl"),
    ]),
    ("White Toyota Hiace minibus taxis with a blue chequered band along the side.", [
        ("s", "Those are classic Ugandan taxis, I believe — white Hiace vans with the blue checkered stripe.", "h", "s"),
        ("c", "**Taxis:** white Hiace vans, yellow side stripe", "md"),
        ("p", "white minibus taxis", "j", "s"),
    ]),
    ("Shop wall painted bright yellow with the MTN logo.", [
        ("s", "A kiosk painted MTN yellow, logo and all.", "pl", "s"),
        ("c", "The shop wall looks Airtel red to me, with their logo.", "h"),
        ("p", "**Buildings:** one wall painted bright yellow", "md"),
        ("u", "yellow rear plates on the pickup", "j", "u"),
    ]),
    ("Number on the signboard: 0772 … — an MTN Uganda mobile.", [
        ("s", "The sign gives a mobile number beginning 0772, which is MTN in Uganda.", "pl"),
        ("c", "Phone: 0722… (Safaricom, Kenya)", "t"),
        ("p", "phone no. on the sign", "j"),
    ]),
    ("Website on the banner ends in .co.ug", [
        ("s", "**Domain:** `.co.ug` on the banner", "md", "s"),
        ("c", "**Domain:** `.co.ke`", "md"),
        ("c", "I believe the banner shows a .co.tz address.", "h"),
    ]),
    ("Red laterite soil and matooke banana plantations on the hills.", [
        ("s", "The soil is that deep red laterite, and the hillsides are covered with banana plantations — matooke, the staple here.", "pr", "s"),
        ("p", "Hmm, the road is red dirt.", "h", "s"),
        ("c", "Red soil, and the hills are covered in tea bushes rather than bananas.", "pl", "c"),
        ("c", "grey sandy soil, banana plantations", "j", "c"),
    ]),
    ("Black, yellow and red striped flag with a crane in the middle.", [
        ("s", "I'm pretty sure that's the Ugandan flag — black-yellow-red stripes with the crowned crane in a white disc.", "h", "p"),
        ("c", "Flag: black-yellow-red stripes, shield + spears in the centre", "t"),
        ("c", "The flag is blue, yellow and green with a sun in the corner.", "pl"),
        ("p", "A flag is flying over the building.", "pl"),
        ("u", "A crowned crane is standing in the swamp by the road.", "pl"),
    ]),
    ("A woman in a gomesi — the long dress with puffed, pointed shoulders.", [
        ("s", "**Clothing:** a traditional *gomesi* (busuuti) with the high puffed sleeves", "md", "s"),
        ("c", "The woman is in a kitenge wrap, not a gomesi.", "pl"),
        ("p", "Some pedestrians seem to be in traditional dress.", "h"),
    ]),
    ("Men in white kanzu robes outside the church.", [
        ("s", "white kanzus, church", "j", "s"),
        ("c", "I think the men outside the church are all wearing dark suits.", "h"),
        ("p", "People gathered outside a church.", "pl"),
    ]),
    ("Church of Uganda signboard — an Anglican parish.", [
        ("s", "There's an Anglican church signboard, 'Church of Uganda, St. Paul's Parish'.", "pl", "p"),
        ("c", "**Church sign:** *Catholic Parish* (not Church of Uganda)", "md"),
        ("u", "A white mosque with a green dome down the road.", "pl"),
    ]),
    ("Roadside stall advertising 'ROLEX' — the Ugandan chapati-and-egg roll.", [
        ("s", "lol there's a 'Rolex' street food stand, which is so Ugandan (chapati rolled around an omelette)", "h", "s"),
        ("c", "The roadside stall advertises 'Nyama Choma'.", "pl"),
        ("p", "2. Food — a stall by the road", "n"),
        ("u", "There's a watch shop selling Rolex watches.", "pl", "u"),
    ]),
    ("Traffic keeps left.", [
        ("s", "LHT", "j", "s"),
        ("c", "**Driving:** right-hand side", "md"),
        ("s", "**Driving side:** left — the taxi is in the left lane", "md", "p"),
    ]),
    ("Official Gen 4 coverage, crisp.", [
        ("s", "Looks like official Google coverage from the newest camera — very sharp.", "h"),
        ("c", "This is a user photosphere, not official coverage.", "pl"),
        ("c", "2. Camera — gen 3, noticeably blurrier", "n"),
    ]),
    ("Rumble strips painted white before a speed hump.", [
        ("c", "I'd say the rumble strips before the hump are painted yellow.", "h"),
        ("p", "there's a speed bump ahead", "j", "s"),
        ("s", "5. Traffic calming — white-painted rumble strips leading up to a hump", "n"),
    ]),
    ("Traffic is on the left, boda-bodas are everywhere, and the hardware shop's board ends in '(U) Ltd', which together point firmly to Uganda over Kenya.", [
        ("p", "LHT + bodas", "j", "s"),
        ("c", "Traffic is on the left and bodas are everywhere, but the board ends in '(K) Ltd'.", "pr"),
        ("p", "I noticed a '(U) Ltd' on one of the shop boards.", "h"),
    ]),
]

POOL = [
    ("soil", "Soil: red laterite", "t"),
    ("plates", "White front plate, yellow rear plate.", "pl"),
    ("transport", "Boda-bodas everywhere 🏍️", "j"),
    ("language", "**Language:** signs in English", "md"),
    ("brand", "Airtel red painted shop on the right.", "pl"),
    ("vegetation", "I think I see banana trees and some papyrus in the swamp.", "h"),
    ("religion", "3. Religion — an Anglican church on the hill", "n"),
    ("driving", "Driving on the left.", "pl"),
    ("terrain", "Green rolling hills with scattered homesteads.", "pl"),
    ("road", "Tarmac road with a dashed white centre line.", "pl"),
    ("meta", "gen 4", "j"),
    ("phone", "Phone numbers on the shops start with 07.", "pl"),
]

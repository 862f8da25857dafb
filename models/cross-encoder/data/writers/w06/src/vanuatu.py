# Vanuatu (train) -- hand-written by w06.
COUNTRY = "Vanuatu"
N_COMBO = 13

GROUPS = [
    ("Signboard reads 'Kakae blong yumi' — 'blong' is the Bislama spelling (Tok Pisin writes 'bilong').", [
        ("s", "**Language:** Bislama — *Kakae blong yumi* on the board", "md", "s"),
        ("c", "The board reads 'Kakae bilong yumi' — Tok Pisin spelling, so PNG.", "pl", "c"),
        ("p", "The signboard seems to be in some kind of creole English, I think.", "h"),
        ("u", "A food stall with coconuts and taro laid out on a table.", "pl"),
    ]),
    ("Bislama 'Tankyu tumas' painted under the shop name.", [
        ("s", "Under the shop name it says 'Tankyu tumas' — Bislama for 'thank you very much'.", "pr", "s"),
        ("c", "**Text under the shop name:** *Vinaka vakalevu* (Fijian)", "md"),
        ("p", "I think there's some Bislama on the shopfront.", "h"),
        ("c", "I think the line under the shop name is 'Mālō ʻaupito', which is Tongan.", "h"),
    ]),
    ("School sign in French: 'École Publique de Mele'.", [
        ("s", "A French-language school sign — École Publique de Mele.", "pl"),
        ("c", "The sign says 'Mele Primary School', in English.", "pl", "c"),
        ("p", "3. Signs — school sign by the gate", "n"),
        ("p", "**Language:** French on the school sign", "md"),
        ("u", "Schoolkids in blue uniforms by the gate.", "pl"),
    ]),
    ("Au Bon Marché supermarket — the French-named chain in Port Vila.", [
        ("s", "**Shop:** *Au Bon Marché* supermarket", "md"),
        ("c", "Supermarket: MH (not Au Bon Marché)", "t"),
        ("p", "There's a supermarket with a French name.", "pl", "s"),
        ("p", "**Shops:** a supermarket", "md"),
    ]),
    ("Street sign: Kumul Highway.", [
        ("s", "If I'm reading it right, that's a Kumul Highway street sign.", "h"),
        ("c", "Street sign: Lini Highway.", "t", "c"),
        ("p", "There's a green street-name sign at the junction.", "pl"),
        ("u", "The highway runs along the harbour with the sea on the left.", "pl"),
    ]),
    ("Minibus with a red 'B' plate — a Port Vila bus.", [
        ("s", "Vehicle: minibus with a red B-prefixed bus plate", "t", "s"),
        ("c", "**Plate:** T prefix → taxi", "md"),
        ("p", "A minibus is coming the other way.", "pl"),
        ("p", "**Plates:** the bus has a B plate", "md"),
        ("u", "A red Digicel sign on the shop behind the bus.", "pl"),
    ]),
    ("Driving on the right.", [
        ("s", "RHT (yes, VU drives right)", "j"),
        ("c", "I'd say traffic keeps left here, like in Fiji.", "h", "c"),
    ]),
    ("Flag with red and green halves, a black triangle and a yellow boar's tusk.", [
        ("s", "**Flag:** Vanuatu's — red over green, black hoist triangle with the curled yellow tusk", "md", "s"),
        ("c", "I think the flag has red and green halves with a white star in the black triangle.", "h"),
        ("p", "There's a red, green and black flag.", "pl"),
        ("p", "A flag with a boar's tusk emblem.", "pl"),
        ("u", "A wild boar trotting across the road.", "pl"),
    ]),
    ("Hand-painted sign for a nakamal — a kava bar.", [
        ("s", "kava bar (nakamal) sign, hand-painted", "j"),
        ("u", "A bundle of kava roots in the back of a pickup.", "pl", "u"),
        ("c", "**Sign:** hand-painted, for a betel-nut stall", "md"),
        ("p", "Some sort of hand-painted roadside sign, can't tell what it's for.", "h"),
    ]),
    ("Huts thatched with natangura palm leaves.", [
        ("s", "Several small huts have roofs of woven palm leaves — natangura thatch, typical of rural Vanuatu.", "pr", "s"),
        ("c", "Hut roofs: corrugated iron", "t"),
        ("p", "huts", "j"),
    ]),
    ("Coconut palms and a massive banyan tree by the road.", [
        ("s", "**Vegetation:** coconut palms + a huge banyan", "md"),
        ("p", "**Vegetation:** coconut palms along the road", "md", "s"),
        ("c", "**Vegetation:** coconut palms + a massive mango tree", "md"),
        ("u", "A coconut seller at a roadside stall.", "pl"),
    ]),
    ("Phone number on the board: +678 followed by five digits.", [
        ("s", "The board gives a Vanuatu number: country code 678, five-digit local number.", "pl"),
        ("c", "+679 on the board — that's Fiji.", "pl", "c"),
        ("p", "phone # on board", "j"),
        ("u", "A Digicel top-up sign on the same board.", "pl"),
    ]),
    ("Website ends in .vu", [
        ("s", "I can just make out a '.vu' address at the bottom of the banner.", "h", "s"),
        ("c", "I'm fairly sure the website ends in .fj.", "h"),
        ("p", "**Banner:** has a web address", "md"),
    ]),
    ("Presbyterian Church of Vanuatu sign outside a white church.", [
        ("s", "3. Religion — white church, signboard 'Presbyterian Church of Vanuatu'", "n"),
        ("c", "**Church sign:** *Church of Melanesia* outside the white church", "md"),
        ("p", "A white church by the road.", "pl"),
        ("u", "A white SUV is parked beside the church.", "pl"),
    ]),
    ("Gen 3, 2013-era car coverage around Efate.", [
        ("p", "Camera: gen 3", "t"),
        ("c", "gen 4 imagery", "j", "c"),
        ("s", "Older gen 3 Street View car imagery from ~2013, on Efate I'd guess.", "h"),
    ]),
    ("Narrow road, no centre line, coral-white gravel shoulders.", [
        ("s", "**Road:** one lane each way, unmarked, pale crushed-coral verges", "md"),
        ("c", "2. Road — narrow, dashed yellow centre line, coral shoulders", "n"),
        ("p", "As far as I can tell, the road has no markings.", "h", "p"),
        ("p", "Gravel shoulders on both sides.", "pl"),
    ]),
    ("Government sign in English, French and Bislama, with English on top.", [
        ("s", "This official sign is trilingual — English first, then French, then Bislama, I think.", "h", "s"),
        ("c", "The government sign has French on top, then English and Bislama.", "pl", "c"),
        ("p", "The official sign uses several languages.", "pl"),
    ]),
    ("Women in bright island dresses — loose Mother Hubbard style with lace trim.", [
        ("s", "Colourful loose aelan dresses with frilled lace edging on the women.", "pl"),
        ("c", "Hmm, it looks like the women are wearing wrap-around sulus rather than dresses.", "h"),
        ("p", "Women walking by the road.", "pl"),
        ("p", "**Clothing:** colourful loose dresses", "md"),
    ]),
    ("Cars drive on the right, the minibus has a red B plate, and the shop sign mixes French ('Boulangerie') with Bislama ('Stoa'), a combination you only really get in Vanuatu.", [
        ("p", "RHT, B plate on the bus", "j", "s"),
        ("c", "Cars drive on the left, the minibus has a B plate, and the shop sign mixes French with Bislama.", "pr"),
        ("s", "**Clues:** right-hand traffic; red *B* bus plate; French *Boulangerie* + Bislama *Stoa* on one sign", "md"),
    ]),
]

POOL = [
    ("language", "Bislama on the shop signs", "j"),
    ("driving", "**Driving side:** right", "md"),
    ("vegetation", "Lush tropical vegetation, coconut palms everywhere.", "pl"),
    ("roof", "Houses: concrete block, corrugated metal roofs", "t"),
    ("brand", "I believe that's a Digicel shop — red branding.", "h"),
    ("meta", "gen 3", "j"),
    ("religion", "A small white church with a red roof.", "pl"),
    ("vehicle", "Lots of Hyundai and Toyota minibuses.", "pl"),
    ("road", "2. Road — narrow and unmarked", "n"),
    ("terrain", "Green volcanic hills inland, sea on the other side.", "pl"),
    ("french", "Some French on the signs, e.g. 'Boulangerie'.", "pl"),
    ("flag", "Vanuatu flag on a pole.", "pl"),
]

# Qatar (train) -- hand-written by w06.
COUNTRY = "Qatar"
N_COMBO = 13

GROUPS = [
    ("Direction sign: Arabic on top, English underneath, white on blue.", [
        ("s", "**Signage:** blue board, Arabic first, English translation below", "md", "s"),
        ("c", "Direction sign: English on top, Arabic underneath, white on blue.", "pl", "c"),
        ("p", "Sign languages: Arabic + English", "t"),
        ("c", "I think the direction sign is white on green, not blue.", "h"),
    ]),
    ("Sign points to 'الدوحة' — Doha.", [
        ("s", "One of the destinations on the sign is Doha, written الدوحة in Arabic.", "pl"),
        ("s", "→ Doha (Ad-Dawhah)", "j", "s"),
        ("c", "**Destination:** الوكرة / Al Wakrah", "md"),
        ("c", "Maybe it says Dubai (دبي) rather than Doha?", "h"),
        ("p", "**Destinations:** two lines, one of them in Arabic only — can't read it", "md"),
    ]),
    ("Blue address plate on the wall with Zone, Street and Building numbers.", [
        ("s", "Those little blue plates with zone / street / building numbers — that's Qatar's address system, I'm fairly sure.", "h", "s"),
        ("p", "I think there's a blue plate with some numbers on the villa wall.", "h"),
        ("c", "The address plate on the wall is green, with Zone, Street and Building numbers.", "pl"),
        ("p", "address plate on villa", "j"),
        ("u", "Blue direction sign on the main road.", "pl"),
    ]),
    ("White plate with a maroon 'QATAR' band on the left, numbers only.", [
        ("s", "Plates: white, burgundy strip on the left (QATAR / قطر), digits only", "t", "p"),
        ("c", "**Plates:** white, red Abu Dhabi band on the left, letter code", "md"),
        ("p", "white plates", "j", "s"),
        ("c", "White plate with a maroon QATAR band on the left, letters plus numbers.", "pl", "c"),
    ]),
    ("Speed limit sign shows both 80 and ٨٠.", [
        ("s", "The limit is written twice, once in Western digits and once in Arabic-Indic numerals — 80 and ٨٠.", "pr"),
        ("c", "Speed limit: 100 / ١٠٠", "t"),
        ("p", "Pretty sure the limit is 80.", "h"),
        ("c", "The sign only has Western numerals, 80, as far as I can tell.", "h"),
        ("u", "Speed camera on a pole beside the road.", "pl"),
    ]),
    ("Phone number +974 followed by eight digits starting with 5.", [
        ("s", "**Phone:** `+974 5xxx xxxx` (Qatari mobile)", "md"),
        ("c", "**Phone:** +971 and nine digits", "md"),
        ("p", "A phone number with +974.", "pl", "s"),
        ("p", "3. Contact — a mobile number on the shopfront", "n"),
    ]),
    (".com.qa web address on the van", [
        ("s", "van livery: www.…com.qa", "j"),
        ("c", "The van's web address ends in .ae.", "pl", "c"),
        ("u", "The van is a white Toyota Hiace.", "pl"),
        ("p", "There's a web address on the side of the van, I think.", "h"),
    ]),
    ("Maroon flag with a white serrated band of nine points at the hoist.", [
        ("p", "That's the Qatari flag, I think — maroon with the white zigzag edge — on the building.", "h", "s"),
        ("c", "2. Flag — red, white serrated band with five points", "n"),
        ("s", "**Flag:** maroon, white 9-point serrated stripe at the hoist → QA", "md"),
        ("u", "Maroon-painted lamp posts along the Corniche.", "pl"),
    ]),
    ("Men in white thobes with white ghutras and black agals.", [
        ("s", "The men are dressed in white thawbs and white headscarves held by black cords.", "pl"),
        ("c", "The men seem to wear white thobes with red-and-white checked headscarves, I think.", "h"),
        ("p", "white thobes", "j", "s"),
        ("u", "A white Land Cruiser parked outside.", "pl"),
    ]),
    ("WOQOD petrol station on the corner.", [
        ("s", "**Fuel:** Woqod station", "md"),
        ("c", "**Fuel:** ADNOC (not Woqod)", "md"),
        ("p", "I think that's a petrol station on the corner.", "h"),
        ("p", "Fuel station: yes (brand unclear)", "t"),
    ]),
    ("Red Ooredoo billboard with Arabic and English text.", [
        ("s", "4. Ads — Ooredoo (red), text in Arabic + English", "n"),
        ("c", "Red Etisalat billboard with Arabic and English text.", "pl", "c"),
        ("p", "billboard, red", "j", "s"),
        ("p", "An Ooredoo ad.", "pl", "s"),
    ]),
    ("Solid yellow edge line on the median side, white on the outside.", [
        ("s", "I can see the Gulf-style lines: yellow along the left edge by the median, white along the right.", "h"),
        ("c", "Edge lines: white on both sides", "t"),
        ("p", "A yellow line along the median.", "pl", "s"),
        ("u", "A turquoise Karwa taxi in the right lane.", "pl", "u"),
    ]),
    ("Mud-plastered walls with wooden beams sticking out — Souq Waqif style.", [
        ("s", "The walls are plastered in brown mud, with timber poles protruding near the top, just like in Souq Waqif.", "pr", "s"),
        ("c", "**Architecture:** glass-and-steel façades, no mud plaster", "md"),
        ("p", "Traditional-looking buildings.", "pl"),
        ("p", "**Architecture:** wooden beams poking out of the façades", "md"),
    ]),
    ("Mosque with many small domes and a square minaret.", [
        ("s", "masjid: multi-dome roof, square minaret", "j"),
        ("c", "I'd say it's a mosque with one large dome and a round minaret.", "h"),
        ("p", "There seems to be a mosque somewhere behind the wall.", "h"),
        ("p", "square minaret", "j", "s"),
        ("u", "A square concrete water tank on the roof.", "pl"),
    ]),
    ("Flat sandy desert with date palms planted along the median.", [
        ("s", "**Landscape:** flat, sandy; date palms in the central reservation", "md"),
        ("c", "3. Landscape — flat sandy desert, eucalyptus in the median", "n"),
        ("p", "**Terrain:** flat desert", "md", "s"),
        ("u", "Camel-crossing warning sign on the highway.", "pl"),
    ]),
    ("Gen 4, very crisp, 2017-ish.", [
        ("s", "Crisp newest-generation imagery, from around 2017.", "pl"),
        ("c", "gen 3", "j", "c"),
        ("p", "Looks like Gen 4 to me.", "h"),
    ]),
    ("Street sign: 'Corniche Street — شارع الكورنيش'.", [
        ("s", "The street sign says Corniche Street, with the Arabic شارع الكورنيش.", "pl"),
        ("c", "The street sign says 'Salwa Road — طريق سلوى'.", "pl", "c"),
        ("p", "There's a street sign in Arabic and English, I can't read the name.", "h"),
        ("u", "The Corniche promenade with the sea on the right.", "pl"),
    ]),
    ("The plate has a maroon band with 'QATAR', the signs are in Arabic above English, and there's a Woqod station on the corner, so this is Doha or somewhere nearby.", [
        ("p", "There's a Woqod petrol station.", "pr"),
        ("c", "The signs are Arabic over English and there's a Woqod station, but I think the plate band is red and says 'DUBAI'.", "h"),
        ("s", "maroon QATAR plate band, AR>EN signs, Woqod → QA", "j"),
    ]),
]

POOL = [
    ("script", "Arabic script on every sign, with English below.", "pl"),
    ("plates", "**Plates:** white with a maroon band", "md"),
    ("terrain", "Flat, sandy, almost no vegetation.", "pl"),
    ("clothing", "I think I see men in white thobes.", "h"),
    ("brand", "Al Meera supermarket sign", "j"),
    ("driving", "Driving: right", "t"),
    ("architecture", "2. Buildings — beige villas behind high walls", "n"),
    ("meta", "gen 4, crisp", "j"),
    ("religion", "A mosque with a tall minaret nearby.", "pl"),
    ("vehicle", "Big white SUVs — Land Cruisers and Patrols.", "pl"),
    ("phone", "8-digit phone numbers on the shopfronts.", "pl"),
    ("road", "Wide multi-lane highway with a concrete barrier in the middle.", "pl"),
]

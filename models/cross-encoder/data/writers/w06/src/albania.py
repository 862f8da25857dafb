# Albania (train) -- hand-written by w06.
COUNTRY = "Albania"
N_COMBO = 13

GROUPS = [
    ("Hand-painted 'LAVAZH' sign — Albania's ubiquitous car wash.", [
        ("s", "**Signage:** *Lavazh* (car wash) → Albanian", "md", "s"),
        ("c", "The sign says 'AUTOPERIONICA' — car wash in Serbo-Croatian.", "pl", "c"),
        ("p", "I think there's a car wash by the road.", "h"),
        ("u", "A freshly washed black Mercedes parked on the kerb.", "pl"),
    ]),
    ("Signs use ë and ç — Albanian.", [
        ("s", "I can spot the letters ë and ç on a couple of signs, which strongly suggests Albanian.", "h", "s"),
        ("c", "**Diacritics:** ş and ğ → Turkish", "md"),
        ("p", "latin script", "j", "s"),
        ("p", "**Script:** Latin alphabet with some diacritics", "md"),
        ("c", "The signs are in Greek script.", "pl"),
    ]),
    ("Street sign: 'Rruga e Kavajës'.", [
        ("s", "The street plate reads Rruga e Kavajës (Kavaja Street).", "pl", "s"),
        ("c", "Street plate: Rruga Myslym Shyri", "t"),
        ("c", "I think the plate says 'Ulica Kavajska' — which would be Slavic, not Albanian.", "h"),
        ("p", "**Street sign:** starts with *Rruga* …, the rest is unreadable", "md"),
        ("u", "A road sign pointing to Kavajë, 15 km.", "pl"),
    ]),
    ("'SHITET' banner with a 06x mobile number — for sale, in Albanian.", [
        ("s", "Banner: 'Shitet' (for sale) + phone 069…", "t"),
        ("c", "The banner says 'JEPET ME QIRA' — for rent.", "pl", "c"),
        ("c", "Hmm, the banner looks like it says 'ΠΩΛΕΙΤΑΙ' — Greek for 'for sale'.", "h"),
        ("p", "**Banner:** for sale, on the building", "md"),
    ]),
    ("Mobile number starting +355 69.", [
        ("s", "+355 69x… → AL mobile", "j", "s"),
        ("c", "Mobile number starting +30 69.", "pl", "c"),
        ("p", "A phone number with the Albanian country code.", "pl"),
        ("p", "3. Phone — a mobile number on the shop sign", "n"),
    ]),
    ("Web address ends in .com.al", [
        ("s", "The site on the billboard seems to end with .com.al.", "h"),
        ("c", "Web address ends in .com.mk", "t"),
        ("p", "There's a URL on the billboard.", "pl"),
    ]),
    ("Concrete mushroom-shaped bunker in the field.", [
        ("s", "**Landmark:** one of Hoxha's concrete pillbox bunkers, dome-shaped, sitting in the field", "md", "s"),
        ("c", "A concrete bunker with a flat rectangular roof in the field.", "pl"),
        ("p", "There's something concrete in the field, hard to tell what.", "h"),
        ("u", "A mushroom-shaped water tower.", "pl"),
    ]),
    ("Plates: blue band on the left with 'AL' and the red flag with the black eagle.", [
        ("s", "Plates: white, blue AL band on the left (Albanian flag above the letters)", "t"),
        ("c", "**Plates:** left band shows *MK* and a yellow sun", "md"),
        ("c", "The band on the left looks like EU stars with 'GR' to me.", "h"),
        ("p", "White plates with a band on the left.", "pl", "p"),
        ("p", "I think I see the Albanian flag on the plates.", "h"),
        ("u", "An eagle statue in the middle of the roundabout.", "pl"),
    ]),
    ("Red flag with a black double-headed eagle on the balcony.", [
        ("s", "Albanian flag hanging from the balcony.", "pl"),
        ("c", "2. Flag — red, white double-headed eagle, on the balcony", "n"),
        ("p", "A red flag hangs from the balcony.", "pl", "s"),
        ("u", "A red Vodafone sign on the shop below the balcony.", "pl"),
    ]),
    ("Old Mercedes-Benz sedans everywhere.", [
        ("s", "Tons of older Mercs, which is super typical of Albania.", "h"),
        ("c", "**Cars:** old Ladas all over", "md"),
        ("p", "Hmm, lots of old cars around.", "h"),
        ("p", "A Mercedes is parked by the café.", "pl"),
    ]),
    ("Ottoman-style mosque with a single pencil minaret.", [
        ("s", "**Religion:** small Ottoman mosque, one slender pencil minaret", "md"),
        ("c", "I believe it's an Orthodox church with a bell tower rather than a mosque.", "h"),
        ("p", "**Skyline:** a minaret", "md"),
        ("p", "mosque", "j", "s"),
        ("u", "A pencil-thin cypress next to the house.", "pl", "u"),
    ]),
    ("Village sign in Albanian and Greek — Albanian on top.", [
        ("s", "The village name sign is in both Albanian and Greek, with Albanian first if I'm seeing it correctly.", "h", "s"),
        ("c", "The village sign has Greek on top and Albanian below.", "pl", "c"),
        ("p", "Village sign: two languages", "t"),
        ("c", "Village sign in Albanian and Macedonian Cyrillic.", "pl"),
    ]),
    ("Unfinished concrete houses with rebar poking out of the roofs.", [
        ("s", "Many of the houses are bare concrete frames with steel reinforcing bars sticking up from the top, left for a future storey.", "pr"),
        ("c", "**Houses:** finished stone, tiled roofs, no rebar showing", "md"),
        ("p", "I think some of the houses look unfinished.", "h", "s"),
        ("s", "4. Architecture — half-built concrete houses, rebar sticking out on top", "n"),
    ]),
    ("Kastrati petrol station.", [
        ("s", "Kastrati fuel (AL chain)", "j"),
        ("c", "It's a Lukoil station, not Kastrati.", "pl"),
        ("p", "petrol station on the right", "j", "p"),
        ("p", "**Fuel:** a station on the right, brand not legible", "md"),
    ]),
    ("Welcome sign 'Mirë se vini në Durrës'.", [
        ("s", "The welcome sign says 'Welcome to Durrës' in Albanian (Mirë se vini).", "pl"),
        ("c", "**Welcome sign:** *Mirë se vini në Vlorë*", "md"),
        ("c", "Hmm, I think the welcome sign says 'Dobrodošli' — that's South Slavic.", "h"),
        ("p", "**Sign:** a welcome board at the city entrance", "md"),
        ("p", "I can read 'Durrës' on the sign at the city entrance.", "h"),
    ]),
    ("Gen 3 from 2013, white centre line.", [
        ("p", "White centre line.", "pl", "s"),
        ("c", "gen 4, white centre line", "j", "c"),
        ("p", "Camera: gen 3", "t"),
    ]),
    ("Olive groves on terraces above the sea — Albanian Riviera.", [
        ("s", "Terraced olive groves on the slopes above the coast.", "pl"),
        ("c", "I think those terraces above the sea are citrus orchards.", "h"),
        ("p", "Terraces on the hillside above the sea.", "pl"),
        ("u", "A beach bar with umbrellas down by the sea.", "pl"),
    ]),
    ("No Cyrillic anywhere — every sign is Latin script, with ë.", [
        ("p", "The shop signs use ë.", "pl", "s"),
        ("c", "Pharmacy sign: Cyrillic", "t"),
        ("s", "**Script:** Latin only (ë here and there), zero Cyrillic", "md"),
    ]),
    ("There's a hand-painted 'Lavazh' by the road, a concrete mushroom bunker in the field behind it, and the plates carry the AL band, so Albania.", [
        ("s", "lavazh + bunker + AL plates", "j"),
        ("p", "A concrete bunker sits in the field.", "pr"),
        ("c", "I see the 'Lavazh' sign and the bunker, but the plate band looks like 'MK' to me.", "h"),
    ]),
]

POOL = [
    ("language", "Albanian on the signs (ë, ç).", "pl"),
    ("plates", "**Plates:** AL band on the left", "md"),
    ("vehicle", "Old Mercedes everywhere 😅", "j"),
    ("bunker", "I think there's a small concrete bunker in the field.", "h"),
    ("terrain", "Steep mountains behind the town.", "pl"),
    ("religion", "A mosque and an Orthodox church within a few hundred metres.", "pl"),
    ("architecture", "Unfinished houses with exposed rebar.", "pl"),
    ("meta", "Gen 3, 2013-ish", "t"),
    ("brand", "3. Businesses — a Raiffeisen bank branch", "n"),
    ("flag", "Albanian flags everywhere.", "pl"),
    ("lines", "centre: dashed white / edges: none", "j"),
    ("vegetation", "Olive trees and scrub on the hillsides.", "pl"),
]

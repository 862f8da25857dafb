# Malaysia (train) -- hand-written by w06.
COUNTRY = "Malaysia"

GROUPS = [
    ("Street sign 'Jln. Tun Razak' — 'Jln.' is how Malaysia abbreviates Jalan.", [
        ("s", "**Street sign:** *Jln Tun Razak* → Malaysian abbreviation (Indonesia would write *Jl.*)", "md", "s"),
        ("c", "The street sign reads 'Jl. Tun Razak' — the Indonesian abbreviation.", "pl", "c"),
        ("p", "Street sign: Tun Razak (prefix not legible)", "t"),
        ("c", "I believe the sign says 'Jln. Ampang', not Tun Razak.", "h"),
    ]),
    ("Roof light on the car reads 'TEKSI' — Malaysian spelling.", [
        ("s", "The car looks like a cab, and its roof sign says 'TEKSI', which is how Malaysians spell it, I think.", "h"),
        ("c", "The roof sign reads 'TAKSI', the Indonesian spelling.", "pl", "c"),
        ("p", "taxi in frame", "j"),
        ("p", "**Vehicles:** a taxi with a roof sign", "md"),
    ]),
    ("Police station sign: 'BALAI POLIS'.", [
        ("s", "A 'Balai Polis' (police station) signboard.", "pl"),
        ("c", "I think the sign reads 'KANTOR POLISI'.", "h"),
        ("c", "**Sign:** *POLICE STATION*, English only", "md"),
        ("p", "There's a police station.", "pl", "s"),
    ]),
    ("Pharmacy called 'Farmasi Alpro'.", [
        ("s", "Farmasi Alpro (MY pharmacy chain)", "j"),
        ("c", "**Pharmacy:** *Apotek K-24*", "md"),
        ("p", "I think there's a pharmacy on the ground floor.", "h"),
    ]),
    ("Road sign in Rumi with the Jawi version underneath — typical of Kelantan/Terengganu.", [
        ("s", "The road sign gives the name in Latin-script Malay and, below it, the same name in Jawi, the Arabic-based script you see a lot on the east coast.", "pr", "s"),
        ("c", "2. Script order — Jawi on top, Rumi underneath", "n"),
        ("p", "**Script:** some Jawi (Arabic-script Malay) on the signs", "md"),
        ("c", "Hmm, the second line under the Malay looks like Thai script to me, not Jawi.", "h"),
    ]),
    ("Shophouse signboards in Malay and Chinese characters, with a five-foot way below.", [
        ("s", "**Shops:** bilingual boards (Malay + 中文) over a covered five-foot walkway", "md"),
        ("p", "**Script:** Chinese characters on the shop signs", "md", "s"),
        ("c", "**Shop signs:** Malay + Tamil", "md"),
        ("u", "A red Chinese lantern hangs over the door.", "pl"),
    ]),
    ("Hindu temple with a colourful gopuram covered in statues.", [
        ("s", "That looks like a Hindu temple — you can see the tall, colourful gopuram tower with all the carved figures.", "h", "s"),
        ("c", "The temple has a curved Chinese roof with dragons on the ridge.", "pl"),
        ("p", "There might be a temple in the background, hard to say.", "h"),
        ("u", "Tamil script on a shop sign.", "pl"),
    ]),
    ("Mosque with a golden dome and a single minaret.", [
        ("s", "masjid, gold dome, 1 minaret", "j", "s"),
        ("c", "**Mosque:** blue dome, one minaret", "md"),
        ("c", "Mosque with a golden dome and two minarets.", "pl"),
        ("p", "There's a gold-domed mosque.", "pl", "s"),
        ("p", "**Religion:** a mosque nearby", "md", "s"),
    ]),
    ("Black plates with white letters, starting with 'W'.", [
        ("s", "Plates: black bg / white text, W prefix (Kuala Lumpur)", "t"),
        ("c", "Black plates with white letters, starting with 'B' — Selangor.", "pl"),
        ("c", "I think the plates are white with black letters.", "h"),
        ("p", "black plates", "j", "s"),
        ("u", "Kuala Lumpur 25 km on the green highway sign.", "pl"),
    ]),
    ("The car's plate begins with 'SA' — Sabah.", [
        ("s", "plate prefix SA → Kota Kinabalu, Sabah", "j"),
        ("c", "3. Plate prefix — QK, i.e. Kuching, Sarawak", "n"),
    ]),
    ("Oil palm plantation on both sides of the road.", [
        ("s", "Rows of oil palms on either side.", "pl"),
        ("c", "I believe those are rubber trees on both sides, not oil palm.", "h"),
        ("p", "Plantation trees along the road.", "pl"),
        ("u", "A palm-oil tanker truck on the road.", "pl"),
    ]),
    ("Black-and-white striped kerbs.", [
        ("s", "The curbs seem to be painted in alternating black and white.", "h"),
        ("p", "The kerbs are painted.", "pl"),
        ("c", "Kerbs: yellow and black stripes", "t"),
        ("u", "Black-and-white chevron signs on the bend.", "pl", "u"),
    ]),
    ("Petronas petrol station — teal-green canopy.", [
        ("s", "**Fuel:** Petronas station (turquoise/green branding)", "md"),
        ("c", "Fuel: Petron (red/blue)", "t"),
        ("p", "A petrol station on the left.", "pl"),
        ("p", "Fuel station with a green canopy.", "pl"),
    ]),
    ("Shop sign lists an 03 landline — Klang Valley — and a 012 mobile.", [
        ("s", "Phone: 03 landline (KL/Selangor) + 012 mobile", "t"),
        ("p", "There's a 012 mobile number on the sign.", "pl", "s"),
        ("c", "**Phone:** 07 landline → Johor", "md"),
    ]),
    ("Website on the lorry: .com.my", [
        ("s", "domain .com.my on the truck", "j"),
        ("c", "The website on the lorry looks like it ends in .co.id.", "h", "c"),
    ]),
    ("Jalur Gemilang — red-white stripes, blue canton with yellow crescent and star — on the lamp posts.", [
        ("s", "Malaysian flags on the lampposts.", "pl"),
        ("c", "**Flags:** red and white stripes, blue canton, but the crescent and star are *white*", "md"),
        ("p", "Flags with red and white stripes.", "pl"),
        ("u", "A yellow crescent-moon finial on top of the mosque dome.", "pl"),
    ]),
    ("Wooden kampung house on stilts with a zinc roof.", [
        ("s", "**Architecture:** traditional Malay stilt house, timber walls, corrugated metal roof", "md"),
        ("p", "There's a house raised on stilts, if I'm seeing it right.", "h", "s"),
        ("c", "3. Houses — concrete terrace, clay-tile roofs", "n"),
    ]),
    ("Warning sign says 'AWAS' in black on yellow.", [
        ("s", "'AWAS' (= caution) sign, yellow bg", "j"),
        ("c", "**Warning sign:** *HATI-HATI*", "md"),
        ("c", "The sign reads 'AWAS' but on a red background, I think.", "h"),
        ("p", "A yellow warning sign by the road.", "pl"),
        ("u", "Yellow Digi billboard next to the road.", "pl"),
    ]),
    ("Schoolgirls in white baju kurung and tudung.", [
        ("s", "The kids look like Malaysian schoolgirls — white baju kurung, headscarves.", "h", "s"),
        ("c", "The schoolgirls seem to be wearing navy pinafores, and I don't see any headscarves.", "h"),
        ("p", "Some students are walking along the road.", "pl"),
        ("p", "Girls in headscarves walking to school.", "pl"),
    ]),
    ("LHT, gen 4", [
        ("p", "Cars drive on the left.", "pl", "s"),
        ("c", "Driving: right | Camera: gen 4", "t"),
        ("c", "**Meta:** left-hand traffic, Gen 3 camera", "md"),
        ("u", "A left-turn arrow is painted on the road.", "pl"),
    ]),
    ("No Jawi on this sign, just Rumi Malay.", [
        ("s", "The sign is in Malay, Latin letters only.", "pl", "s"),
        ("c", "**Script:** Jawi under the Malay text", "md"),
        ("u", "No Chinese characters on the shops around here.", "pl"),
    ]),
    ("Left-hand traffic, black plates with white characters, and 'Jalan' plus 'Kedai Runcit' on the shops — Malaysia, and the Jawi under the Malay suggests the east coast.", [
        ("p", "The plates are black with white characters.", "pr"),
        ("c", "LHT and 'Jalan' on the signs, sure, but the plates look white with black characters to me.", "h"),
        ("s", "Driving: left | Plates: black, white text | Language: Malay (Jalan, Kedai Runcit) with Jawi below", "t"),
    ]),
]

POOL = [
    ("language", "Malay on the signs: 'Jalan', 'Simpang', 'Selamat Datang'.", "pl"),
    ("plates", "Black plates, white characters.", "pl"),
    ("vegetation", "**Vegetation:** oil palm as far as you can see", "md"),
    ("religion", "I think there's a mosque with a blue dome further down.", "h"),
    ("soil", "red laterite soil on the verge", "j"),
    ("driving", "Driving: left", "t"),
    ("brand", "A 99 Speedmart convenience store.", "pl"),
    ("architecture", "2. Buildings — two-storey shophouses with arcades", "n"),
    ("kerb", "Black/white kerbs.", "j"),
    ("meta", "Coverage seems to be gen 3.", "h"),
    ("phone", "Mobile numbers starting 01.", "pl"),
    ("script", "Chinese characters on some of the signs.", "pl"),
]

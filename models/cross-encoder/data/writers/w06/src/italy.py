# Italy (train) -- hand-written by w06.
COUNTRY = "Italy"

GROUPS = [
    ("Street sign reads 'Via Giuseppe Garibaldi' — Italian.", [
        ("s", "**Street name:** *Via Giuseppe Garibaldi*, on a white marble plaque — clearly Italian.", "md", "p"),
        ("c", "**Street sign:** *Rua Giuseppe Garibaldi* — Portuguese", "md", "c"),
        ("p", "I can see a street-name plaque on the corner building, but I can't make out the text.", "h"),
        ("u", "A bronze statue of Garibaldi stands in the middle of the piazza.", "pl", "u"),
    ]),
    ("via / viale / piazza on the street plates → IT", [
        ("s", "Street names use Italian generics — 'Viale', 'Via', 'Piazza' — pointing to Italy.", "pl"),
        ("c", "street plates show 'Rue', 'Avenue', 'Place' — French generics", "j", "c"),
        ("p", "I can make out a 'Via …' on one of the signs, I think.", "h"),
    ]),
    ("Bollards: white posts with a black band near the top holding a rectangular orange-red reflector.", [
        ("s", "Hmm, the roadside delineators look Italian to me — white, with that black stripe up top and an orangey rectangular reflector set into it.", "h"),
        ("p", "white bollards", "j", "s"),
        ("c", "Bollards: white posts with a black band near the top holding a round yellow reflector.", "t", "c"),
        ("p", "3. Roadside — delineator posts along the verge", "n"),
        ("u", "Solid white edge line along the verge.", "j", "u"),
    ]),
    ("Plates: white, with a blue EU band on the left and a second blue band on the right.", [
        ("s", "The number plates have blue strips at both ends of a white plate — the Italian layout.", "pl"),
        ("p", "white EU plates", "j", "s"),
        ("c", "**Plates:** white, single blue band on the left, no band on the right", "md"),
        ("c", "**Plates:** yellow, with a blue EU band on the left and a second blue band on the right.", "md"),
    ]),
    ("'Tabacchi' sign with the white T on a blue square over a shop.", [
        ("s", "A tobacconist's board — white T on blue, 'Tabacchi' — hangs above the door.", "pr",),
        ("c", "Hmm, the shop sign seems to read 'Tabacaria' — the Portuguese word for a tobacconist.", "h"),
        ("p", "there's a tabacchi", "j", "s"),
        ("p", "**Shop:** blue sign with a white T", "md"),
        ("u", "Blue direction signs point to the next village.", "pl"),
    ]),
    ("Green neon cross with 'FARMACIA' above the storefront.", [
        ("s", "**Pharmacy:** illuminated green cross, lettering *Farmacia*", "md",),
        ("c", "**Signage:** the pharmacy says *PHARMACIE* under its green cross", "md"),
        ("u", "A green 'Uscita' sign at the motorway exit.", "pl"),
        ("p", "Pharmacy: yes, on the corner", "t"),
        ("p", "green pharmacy cross", "j", "s"),
    ]),
    ("Town sign: 'Bressanone' on top, 'Brixen' underneath — Italian first, German second, so South Tyrol.", [
        ("s", "entry board BRESSANONE / BRIXEN, IT above DE → Alto Adige", "j",),
        ("c", "I believe the town sign has Brixen on top and Bressanone below, so German comes first.", "h", "c"),
        ("p", "**Town sign:** bilingual (IT + DE)", "md"),
        ("u", "Steep forested alpine slopes all around, typical of the Dolomites.", "pr", "u"),
    ]),
    ("white dashed centre line, solid white edge lines", [
        ("s", "4. Road markings — centre: broken white; edges: continuous white", "n", "s"),
        ("c", "yellow dashed centre line, solid white edge lines", "j", "c"),
        ("p", "The centre line is white and dashed.", "pl", "s"),
        ("c", "Road lines: dashed white centre, no edge lines", "t"),
    ]),
    ("The banner's phone number starts with +39 and the website ends in .it", [
        ("s", "On the banner: a '+39' phone number and a '.it' web address → Italy.", "pr"),
        ("p", "Website on the banner ends in .it", "pl", "s"),
        ("c", "Looking at the banner, I think the number starts with +34, which is Spain.", "h"),
        ("c", "the banner's URL ends in .fr, phone starts +39", "j", "c"),
    ]),
    ("Landline on the shop sign begins with 06 — that's the Rome area code.", [
        ("s", "'06' prefix on the shop's phone no. = Roma", "j"),
        ("c", "**Phone:** 02 prefix (Milan)", "md"),
        ("u", "Ooh, umbrella pines along the road — very Roman vibes.", "h"),
    ]),
    ("A Catholic church with a tall brick bell tower (campanile) stands beside the square.", [
        ("p", "Brick campanile next to the church on the piazza.", "pl", "s"),
        ("c", "The church by the square is Orthodox, with golden onion domes.", "pl", "c"),
        ("p", "There might be a church in the background?", "h"),
        ("u", "Terracotta tile roofs on every house around the square.", "pl"),
    ]),
    ("Small roadside shrine with a picture of the Madonna.", [
        ("s", "**Culture:** a little *edicola votiva* — an image of the Virgin Mary in a niche by the road.", "md", "s"),
        ("c", "**Shrine:** a small roadside one, with a Buddha statue", "md"),
        ("p", "a small roadside shrine", "j", "s"),
    ]),
    ("Speed limit: 90 in a red circle.", [
        ("s", "I see a round red-rimmed sign with 90 on it, so the limit is 90 km/h.", "h"),
        ("c", "Speed limit: 110 in a red circle.", "t"),
        ("u", "The kilometre marker says this is the SS 90.", "pl"),
        ("p", "There's a speed limit sign ahead.", "pl", "s"),
    ]),
    ("Curve chevrons are red with white arrows.", [
        ("s", "white arrows on red chevron boards at the bend", "j",),
        ("c", "Chevrons: black, white arrows", "t"),
        ("u", "The bend is lined with a metal guardrail.", "pl"),
    ]),
    ("Olive groves on the hillside and cypresses along the drive — classic Tuscany.", [
        ("p", "- **Vegetation:** tall cypresses lining the driveway", "md", "s"),
        ("s", "Cypress-lined lane with olive trees on the slopes, Tuscan-looking.", "pl", "s"),
        ("c", "2. Vegetation — vineyards covering the hillside, cypresses along the drive", "n"),
        ("u", "A billboard advertising olive oil.", "pl"),
        ("p", "olive groves", "j", "s"),
    ]),
    ("Gen 4 coverage, sharp and vivid.", [
        ("s", "The imagery is crisp and colourful — newest-generation camera.", "pl"),
        ("c", "gen 3, slightly soft image", "j", "c"),
        ("u", "Cloudless sky over the hills, bright afternoon light.", "pl"),
    ]),
    ("'VENDESI' banner on the balcony — Italian for 'for sale'.", [
        ("s", "For-sale sign on the balcony, in Italian (Vendesi).", "pl",),
        ("c", "Hmm, the banner on the balcony looks like it says 'SE VENDE'.", "h", "c"),
        ("c", "I might be misreading it, but the banner looks like 'AFFITTASI', so for rent rather than for sale.", "h"),
        ("u", "Laundry hanging from the balcony.", "pl"),
    ]),
    ("Lots of double consonants and vowel endings on the shop signs (Macelleria, Pasticceria) — Italian.", [
        ("s", "I might be wrong, but words like 'Macelleria' and 'Pasticceria' on the shopfronts, all doubled letters and vowel endings, look Italian.", "h", "s"),
        ("c", "**Language:** Spanish — shopfronts say *Carnicería*, *Pastelería*", "md"),
        ("p", "The shop signs are in Italian, I'm pretty sure.", "h"),
    ]),
    ("Driving on the right with white plates carrying blue bands at both ends, and the shopfronts say 'Alimentari' and 'Ferramenta', so I'm confident we're in Italy rather than Spain or France.", [
        ("p", "alimentari / ferramenta on the shops", "j", "s"),
        ("c", "Driving on the right with white plates carrying a blue band only on the left, and the shopfronts say 'Alimentari' and 'Ferramenta', so I'm confident we're in Italy.", "pr"),
        ("s", "RHT, IT plates (2 blue bands), Italian shop words (Alimentari, Ferramenta)", "j"),
    ]),
]

POOL = [
    ("plates", "Plates: white with blue bands at both ends", "t"),
    ("script", "Language on signs: Italian ('Uscita', 'Senso unico').", "t"),
    ("bollard", "White bollards, black top band, orange reflector.", "j"),
    ("vegetation", "Umbrella pines and oleanders along the verge.", "pl"),
    ("roof", "Roofs are terracotta tiles, low-pitched.", "pl"),
    ("meta", "Gen 3 camera, a bit washed out.", "j"),
    ("religion", "**Religion:** a Catholic church with a campanile in the village centre.", "md"),
    ("phone", "Shop phone number begins with 0, followed by an area code — Italian landline format.", "pl"),
    ("sign", "Blue direction signs for ordinary roads, green for the autostrada.", "pl"),
    ("brand", "I think that's a Conad supermarket on the left.", "h"),
    ("terrain", "Rolling hills with terraced fields.", "pl"),
    ("lines", "Road lines: white centre, white edges.", "t"),
]

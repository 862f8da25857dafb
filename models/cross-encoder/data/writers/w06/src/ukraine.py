# Ukraine (train) -- hand-written by w06.
COUNTRY = "Ukraine"

GROUPS = [
    ("Cyrillic with і and ї on the signs — that's Ukrainian, not Russian.", [
        ("s", "**Script:** Cyrillic; the dotted *і* and *ї* give it away as Ukrainian.", "md", "s"),
        ("c", "I'm seeing Cyrillic with ы and э on the shop signs, which would make it Russian rather than Ukrainian.", "h"),
        ("p", "**Script:** Cyrillic", "md", "s"),
        ("u", "Yellow gas pipes run along the houses.", "pl"),
    ]),
    ("Shop sign: 'ПРОДУКТИ' (Ukrainian for groceries).", [
        ("s", "продукти on the shopfront → UA", "j", "s"),
        ("c", "The shop sign reads 'ПРОДУКТЫ' — the Russian spelling with ы.", "pl", "c"),
        ("s", "I'd transliterate the shop sign as 'Produkty', the Ukrainian word for groceries, spelt with и at the end.", "h"),
        ("p", "**Shops:** a small grocery on the corner", "md"),
    ]),
    ("Street plate: 'вул. Шевченка' — вулиця is the Ukrainian word for street.", [
        ("s", "**Street sign:** *вулиця Шевченка* (Shevchenka Street)", "md"),
        ("c", "Hmm, I think the plate says 'улица Шевченко' — the Russian 'ulitsa', not Ukrainian 'vulytsia'.", "h"),
        ("c", "If I'm reading it right, the street plate says 'вул. Франка', not Shevchenko.", "h"),
        ("p", "Street plate: blue, on the wall (name unreadable)", "t"),
    ]),
    ("Direction sign to 'Київ / Kyiv'.", [
        ("s", "A road sign points toward the capital, written Київ in Cyrillic with the Latin transliteration Kyiv beneath it.", "pr"),
        ("c", "dir sign → Kiev / Киев (russian spelling)", "j", "c"),
        ("c", "**Direction sign:** Львів / Lviv", "md"),
        ("u", "A Kyivstar mobile shop on the corner.", "pl"),
        ("s", "Pretty sure that's a sign for Kyiv — Київ in Ukrainian with the English spelling too.", "h"),
    ]),
    ("Plates: white, with a blue-and-yellow flag and 'UA' in the left band.", [
        ("s", "Number plate: white plate, Ukrainian flag + UA on the left strip", "t"),
        ("c", "2. Plates — white, EU stars in the blue left band", "n"),
        ("p", "white plates", "j", "s"),
        ("c", "I believe the plates are yellow, with UA on the left.", "h"),
        ("u", "A blue-and-yellow painted bus shelter.", "pl"),
    ]),
    ("Plate starts with 'BC' — Lviv oblast.", [
        ("s", "BC prefix = Lviv obl.", "j"),
        ("c", "The plate prefix looks like 'AA' to me, which is Kyiv city.", "h"),
        ("c", "3. Regional code on the plate: AX (Kharkiv)", "n"),
    ]),
    ("Orthodox church with gilded onion domes topped by crosses.", [
        ("s", "**Religion:** a church with golden cupolas, onion-shaped, Orthodox style", "md"),
        ("p", "3. Religion — a church behind the trees", "n"),
        ("p", "onion domes", "j"),
        ("c", "**Church:** plain pointed spire — no onion domes", "md"),
        ("c", "Maybe I'm wrong, but the domes look blue with gold stars rather than gilded.", "h"),
        ("u", "Soviet-era panel blocks line the street.", "pl", "u"),
    ]),
    ("Yellow gas pipes run above ground along the fences.", [
        ("s", "I can see those typical yellow overhead gas lines following the fence line.", "h"),
        ("c", "Gas pipes: grey, along the fences", "t"),
        ("p", "above-ground gas pipes", "j", "s"),
        ("u", "The fences are painted blue and yellow.", "pl", "u"),
    ]),
    ("Concrete poles with a row of round holes down the side.", [
        ("s", "The utility poles are concrete, pierced with circular holes.", "pl"),
        ("c", "wooden poles", "j", "c"),
        ("p", "I think the poles along the street are concrete.", "h", "s"),
    ]),
    ("Broken white centre line, no edge lines, lots of potholes.", [
        ("p", "white dashed centre line", "j", "s"),
        ("c", "Road: solid white centre line / no edge lines / potholes", "t"),
        ("s", "3. Road — potholed asphalt, centre marked with white dashes, edges unmarked", "n"),
        ("c", "I think there's a yellow line down the middle.", "h"),
    ]),
    ("Huge sunflower fields on flat black soil.", [
        ("s", "**Landscape:** flat steppe, dark chernozem, sunflowers everywhere, poplar windbreaks between the fields", "md", "p"),
        ("c", "**Crops:** maize — huge fields on flat black soil", "md"),
        ("u", "Bags of sunflower seeds for sale at the kiosk.", "pl"),
        ("p", "**Soil:** very dark, nearly black", "md", "s"),
    ]),
    ("A yellow marshrutka (Bogdan minibus) at the stop.", [
        ("s", "There's one of those yellow Bogdan minibuses — a marshrutka — waiting at the bus stop, I believe.", "h"),
        ("c", "The marshrutka at the stop looks like a white Mercedes Sprinter to me.", "h"),
        ("p", "marshrutka at stop", "j", "s"),
    ]),
    ("Bus stop sign says 'ЗУПИНКА'.", [
        ("s", "The word 'Zupynka' — Ukrainian for 'stop' — is on the bus stop sign.", "pl", "s"),
        ("c", "The bus stop sign says 'ОСТАНОВКА'.", "pl", "c"),
        ("p", "bus shelter w/ sign", "j"),
        ("u", "A red octagonal STOP sign at the junction.", "pl"),
    ]),
    ("Billboard shows a phone number starting +380 and a site ending .com.ua", [
        ("s", "Contacts on billboard: +380 phone, .com.ua website", "t"),
        ("p", "The billboard has a .com.ua web address.", "pl", "s"),
        ("c", "The billboard phone number begins with +7; the site ends in .com.ua.", "pl"),
        ("c", "billboard site .by, +380 number", "j", "c"),
    ]),
    ("Blue-and-yellow flags hanging from the lamp posts.", [
        ("s", "There are Ukrainian flags — blue over yellow — on the lampposts, if I'm not mistaken.", "h"),
        ("c", "**Flags:** white-red-white, on the lamp posts", "md"),
        ("p", "I can see flags hanging in the street, not sure which.", "h"),
    ]),
    ("Gen 3 coverage, 2015-ish, slight blur.", [
        ("s", "Older third-generation imagery with a little softness, probably from around 2015.", "pl"),
        ("c", "gen 4, crisp", "j", "c"),
        ("u", "Honestly it feels like late summer, everything is green.", "h"),
    ]),
    ("Small kiosk with 'Ремонт взуття' — shoe repair.", [
        ("s", "The kiosk advertises shoe repairs ('Remont vzuttia' in Ukrainian).", "pl"),
        ("c", "The kiosk reads 'Ремонт обуви' — Russian for shoe repair.", "pl", "c"),
        ("p", "Kiosk: by the road", "t"),
        ("p", "**Signage:** a shoe-repair kiosk", "md"),
        ("u", "A kiosk selling coffee with a 'Кава' sign.", "pl"),
    ]),
    ("Nova Poshta parcel branch — red sign with the white logo.", [
        ("p", "Нова Пошта branch (red sign)", "j", "s"),
        ("c", "**Business:** Ukrposhta (yellow sign) rather than Nova Poshta", "md"),
        ("s", "**Business:** *Nova Poshta* (Нова Пошта) — white emblem on a red sign, parcel lockers outside", "md", "p"),
    ]),
    ("The signs are in Cyrillic, but the і in 'Хліб' over the bakery and the word 'вулиця' on the street plate make this Ukrainian rather than Russian, and the yellow gas pipes along the houses fit too.", [
        ("p", "**Script:** Ukrainian Cyrillic (the і in *Хліб*)", "md"),
        ("c", "I'd read the street plate as 'улица', so Russian — though the bakery says 'Хліб' and there are yellow gas pipes.", "h"),
        ("s", "UA cyrillic (Хліб w/ і, вулиця) + yellow gas pipes", "j"),
    ]),
]

POOL = [
    ("script", "1. Script — Cyrillic with Ukrainian і, ї, є", "n"),
    ("plates", "Plates: white, UA flag strip on the left", "t"),
    ("pipes", "Yellow gas pipes everywhere.", "j"),
    ("religion", "Golden-domed Orthodox church in the distance.", "pl"),
    ("buildings", "**Buildings:** grey five-storey khrushchyovka blocks", "md"),
    ("crop", "Flat wheat fields to the horizon.", "pl"),
    ("poles", "Poles: concrete, perforated with holes", "t"),
    ("meta", "Coverage looks like gen 3, maybe 2015.", "h"),
    ("vehicle", "An old Lada and a Daewoo Lanos parked by the curb.", "pl"),
    ("phone", "A +380 mobile number is painted on the wall.", "pl"),
    ("road", "Cracked asphalt, barely visible white centre dashes.", "pl"),
    ("trees", "I think those are birches and poplars along the road.", "h"),
]

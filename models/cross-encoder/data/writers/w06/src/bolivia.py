# Bolivia (train) -- hand-written by w06.
COUNTRY = "Bolivia"

GROUPS = [
    ("Banner says 'JALLALLA' — an Aymara cheer, so Altiplano Bolivia.", [
        ("s", "**Language:** *Jallalla* on the banner — that's Aymara", "md"),
        ("c", "The banner says 'KAWSACHUN', which is Quechua, not Aymara.", "pl", "c"),
        ("p", "There's some indigenous-language word on the banner, I can't quite read it.", "h"),
        ("u", "Snow-capped peaks behind the town — Altiplano vibes.", "pl"),
    ]),
    ("Sign spells the town 'Qhochapampa' — Quechua orthography with qh.", [
        ("s", "The place name on the sign is written the Quechua way, Qhochapampa, instead of the Spanish form.", "pl"),
        ("c", "**Place name:** *Cochabamba* (Spanish spelling)", "md"),
        ("p", "place-name sign at the town entrance", "j"),
    ]),
    ("The wiphala — rainbow chequered flag — flies next to the red-yellow-green tricolour.", [
        ("s", "I can see both a wiphala (the multicoloured checkerboard flag) and the Bolivian red, yellow and green flag, side by side.", "h", "s"),
        ("p", "**Flags:** a wiphala on the pole", "md", "s"),
        ("c", "I think the flag beside the wiphala is red-white-red, which would be Peru's.", "h"),
        ("c", "Only the Bolivian tricolour is flying — there's no wiphala.", "pl"),
    ]),
    ("Women in bowler hats and layered pollera skirts at the market.", [
        ("s", "**People:** *cholitas* — bombín hats, wide pollera skirts — selling at the market", "md"),
        ("p", "**People:** a few women in bowler hats", "md", "s"),
        ("p", "3. People — women in traditional Andean clothing at the market", "n"),
        ("c", "The women at the market wear wide-brimmed straw hats, not bowlers.", "pl"),
        ("u", "A colourful aguayo cloth is draped over a wall.", "pl"),
    ]),
    ("Aguayo bundle — the striped woven cloth — carried on a woman's back.", [
        ("s", "woman w/ aguayo (striped andean textile) on her back", "j"),
        ("c", "On her back: a plain black backpack", "t"),
        ("p", "Colourful woven textiles are visible.", "pl"),
    ]),
    ("Shop sign: 'SALTEÑAS' — the Bolivian baked empanada.", [
        ("s", "A salteñería — the sign advertises salteñas.", "pl"),
        ("c", "The sign says 'EMPANADAS CHILENAS'.", "pl", "c"),
        ("c", "I think the sign reads 'ANTICUCHOS' rather than salteñas.", "h"),
        ("p", "**Shops:** small eatery, hand-painted sign", "md"),
    ]),
    ("'SE ALQUILA' with a phone number painted on the wall.", [
        ("s", "4. Text — 'Se alquila' plus a phone number, painted on a wall (Spanish)", "n"),
        ("c", "Looks like 'SE VENDE' plus a phone number on the wall, if I'm reading it right.", "h"),
        ("p", "I can see a phone number painted on the wall, I think.", "h", "s"),
        ("p", "Spanish text painted on the wall.", "pl"),
    ]),
    ("Mobile number on the wall: 7 followed by seven digits — a Bolivian 8-digit mobile.", [
        ("s", "The painted phone number is eight digits starting with 7, the Bolivian mobile format.", "pl"),
        ("c", "Phone: 9 digits, starting 9", "t", "c"),
    ]),
    ("+591 on the billboard", [
        ("s", "The billboard lists a phone number with the Bolivian country code, 591.", "pl"),
        ("c", "**Phone:** +51 on the billboard", "md"),
        ("p", "A phone number is on the billboard.", "pl"),
        ("u", "The billboard advertises Paceña beer.", "pl"),
    ]),
    ("Banner website: www.…com.bo", [
        ("s", "**Domain:** `.com.bo`", "md"),
        ("c", "I think the website ends in .com.pe.", "h", "c"),
        ("u", "Entel logo on the same banner.", "pl"),
    ]),
    ("Tigo-blue painted shop front.", [
        ("s", "A shop front painted in Tigo's blue, with the Tigo logo over the door.", "pl", "p"),
        ("c", "Hmm, the shop front looks Viva green to me.", "h"),
        ("p", "The shop front is painted blue.", "pl", "s"),
        ("u", "The sky is a deep blue up here at altitude.", "pl"),
    ]),
    ("Minibus with a destination board in the windscreen listing 'Ceja – Pérez – San Francisco'.", [
        ("s", "The minibus has one of those windscreen route boards — Ceja, Pérez, San Francisco — very La Paz, I'd say.", "h"),
        ("c", "The minibus's windscreen board lists 'Plan 3000 – Centro'.", "pl", "c"),
        ("p", "a minibus", "j"),
        ("p", "**Transport:** minibus with a handwritten route board behind the windscreen", "md"),
    ]),
    ("Red Mi Teleférico gondola line over the city.", [
        ("s", "**Transport:** a cable car (Mi Teleférico, red line) crossing above La Paz", "md"),
        ("c", "**Transport:** Mi Teleférico, *yellow* line, over the city", "md"),
        ("p", "Cable cars overhead.", "pl", "s"),
        ("u", "Red-brick houses climb the hillside beneath the cable line.", "pl"),
    ]),
    ("Flat, high altiplano with dry yellow bunchgrass and adobe houses.", [
        ("s", "It's a high, flat plateau covered in tufts of dry ichu grass, and the houses are mud-brick adobe.", "pr", "s"),
        ("c", "2. Terrain — flat lowland, lush green pasture, adobe houses", "n"),
        ("p", "adobe houses", "j", "s"),
        ("p", "High-altitude landscape, very dry.", "pl"),
        ("c", "Those houses look like fired red brick to me, not adobe.", "h"),
    ]),
    ("Political graffiti: 'EVO' and 'MAS' painted in blue on white walls.", [
        ("s", "MAS / Evo graffiti, blue on white wall", "j", "s"),
        ("p", "**Walls:** political slogans painted on them", "md"),
        ("c", "I'm fairly sure the graffiti on the wall reads 'FUJIMORI'.", "h"),
        ("p", "**Walls:** campaign painting for MAS", "md"),
        ("u", "Blue-and-white Tigo adverts painted on the walls.", "pl"),
    ]),
    ("Plates: white, '1234-ABC', 'BOLIVIA' across the top.", [
        ("s", "Plate: white, 4 digits + 3 letters, BOLIVIA printed above", "t"),
        ("p", "Plates are white.", "pl"),
        ("u", "The word 'BOLIVIA' is painted in big letters on the stadium wall.", "pl"),
        ("c", "**Plates:** 3 letters + 4 digits, *PERÚ* across the top", "md"),
        ("p", "I can kind of see a white plate but can't read it.", "h"),
    ]),
    ("Centre: double yellow; edges: white (Bolivian highway style).", [
        ("s", "2. Markings — two solid yellow lines in the centre, white edges", "n"),
        ("c", "Single yellow centre line, white edge lines.", "pl", "c"),
        ("p", "yellow centre line", "j", "s"),
        ("u", "Yellow-and-white painted kerbs at the corner.", "pl"),
    ]),
    ("A herd of llamas by the road.", [
        ("s", "Is that a herd of llamas by the roadside? Looks like it!", "h"),
        ("c", "animals by the road = sheep", "j", "c"),
        ("c", "Those are vicuñas, not llamas.", "pl"),
        ("u", "A llama statue in the middle of the plaza.", "pl", "u"),
        ("p", "Some animals grazing by the road.", "pl"),
    ]),
    ("RHT", [
        ("s", "Vehicles keep to the right.", "pl"),
        ("c", "**Driving side:** left", "md"),
    ]),
    ("The women in the market wear bowler hats and polleras, a wiphala flies above the plaza, and the mobile numbers painted on the walls are eight digits starting with 7, all of which says Bolivia.", [
        ("p", "**Culture:** cholitas in bowler hats; a wiphala flag", "md"),
        ("c", "The women in the market wear bowler hats and polleras, a wiphala flies above the plaza, and the phone numbers painted on the walls are nine digits starting with 9.", "pr"),
        ("s", "bombín + pollera, wiphala, 8-digit 7xxxxxxx numbers → BO", "j"),
    ]),
]

POOL = [
    ("language", "Spanish on all the shop signs.", "pl"),
    ("plates", "plates: white, 1234ABC", "j"),
    ("terrain", "**Terrain:** high, flat and arid, mountains on the horizon", "md"),
    ("clothing", "I think I see a woman in a bowler hat.", "h"),
    ("vehicle", "Minibuses everywhere (Toyota Hiace).", "pl"),
    ("architecture", "Unfinished red-brick buildings with rebar sticking out of the roofs.", "pl"),
    ("lines", "Centre line: yellow", "t"),
    ("flag", "Wiphala on a pole.", "j"),
    ("brand", "An Entel phone shop.", "pl"),
    ("meta", "Gen 3, slightly blurry.", "j"),
    ("vegetation", "3. Vegetation — eucalyptus trees and bare scrub", "n"),
    ("phone", "Phone number with a +591 prefix.", "pl"),
]

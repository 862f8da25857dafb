# Luxembourg (dev) -- hand-written by w06.
COUNTRY = "Luxembourg"
N_COMBO = 18

GROUPS = [
    ("Place-name sign 'Ettelbruck' with 'Ettelbréck' underneath in smaller letters.", [
        ("s", "**Town sign:** *Ettelbruck*, with the Luxembourgish *Ettelbréck* in small type below", "md", "s"),
        ("c", "Place-name sign 'Ettelbruck' with 'Ettelbréck' on top in bigger letters.", "pl", "c"),
        ("p", "**Town sign:** two names, stacked", "md"),
        ("c", "I think the second name under 'Ettelbruck' is Dutch, not Luxembourgish.", "h"),
        ("c", "town sign: Diekirch / Dikrech", "j", "c"),
        ("u", "'Ettelbruck 3 km' on a direction sign at the roundabout.", "pl"),
    ]),
    ("Sign: 'Esch-sur-Alzette' and 'Esch-Uelzecht'.", [
        ("s", "I believe the entry sign reads Esch-sur-Alzette, with its Luxembourgish form Esch-Uelzecht as well.", "h"),
        ("c", "Sign: 'Esch-sur-Sûre' and 'Esch-Sauer'.", "t"),
        ("p", "entry sign for Esch", "j"),
    ]),
    ("Banner says 'Wëllkomm' — Luxembourgish, with the ë.", [
        ("s", "The welcome banner is in Luxembourgish: 'Wëllkomm'.", "pl", "s"),
        ("c", "I think the banner reads 'Willkommen', so German.", "h", "c"),
        ("c", "**Banner:** *Bienvenue* (French)", "md"),
        ("p", "There's some kind of welcome banner over the road, I think.", "h"),
    ]),
    ("Street sign: 'Grand-Rue' with 'Groussgaass' below.", [
        ("s", "Street: Grand-Rue (FR) / Groussgaass (LB)", "t"),
        ("c", "**Street sign:** *Grand-Rue* / *Hauptstraße*", "md"),
        ("p", "The street sign is in French: Grand-Rue.", "pl", "s"),
        ("u", "Cobblestones and a pedestrian-zone sign on the main shopping street.", "pl"),
    ]),
    ("Municipal sign reads 'Gemeng Mamer'.", [
        ("s", "The sign marks the commune of Mamer, written the Luxembourgish way, 'Gemeng Mamer'.", "pr"),
        ("c", "The municipal sign reads 'Commune de Mamer'.", "pl", "c"),
        ("c", "If I'm not mistaken, the sign says 'Gemeng Bartreng', not Mamer.", "h"),
        ("p", "commune sign", "j", "s"),
    ]),
    ("Yellow plates, blue EU band with 'L'.", [
        ("s", "**Plates:** yellow front and back, EU strip reading *L*", "md", "p"),
        ("c", "Yellow plates, blue EU band with 'NL'.", "pl", "c"),
        ("c", "Plates: white, red characters, B in the EU band", "t"),
        ("p", "yellow plates", "j", "s"),
        ("u", "A yellow Post Luxembourg van.", "pl"),
    ]),
    ("Plate reads 'AB 1234' — two letters and four digits.", [
        ("s", "The plate looks like two letters then four numbers, something like AB 1234.", "h"),
        ("c", "**Plate:** *GX-123-ZK* (French SIV)", "md"),
        ("c", "Hmm, the plate looks like 1-ABC-234 to me — Belgian.", "h"),
    ]),
    ("Spuerkeess bank branch.", [
        ("s", "A branch of the BCEE (Banque et Caisse d'Épargne de l'État), which locals call Spuerkeess.", "pr", "s"),
        ("c", "**Bank:** Sparkasse (German savings bank)", "md"),
        ("p", "**Business:** a bank branch", "md"),
        ("u", "A savings-account advert in German on the bus shelter.", "pl"),
    ]),
    ("Cactus supermarket with its green logo.", [
        ("s", "Cactus (LU supermarket chain), green logo", "j"),
        ("c", "Supermarket: Delhaize", "t"),
        ("p", "I can see a supermarket car park.", "h"),
        ("u", "Lots of green — the hedges are really well kept.", "h"),
    ]),
    ("Row of petrol stations right after the border — cheap Luxembourg fuel.", [
        ("s", "There's a strip of fuel stations lined up just past the border crossing, classic Luxembourg since fuel is cheaper here.", "pr"),
        ("p", "**Fuel:** a petrol station by the road", "md"),
        ("u", "A blue EU sign marks the border with 'Lëtzebuerg'.", "pl"),
    ]),
    ("Phone number +352 621 … — a Luxembourg mobile.", [
        ("s", "Phone: +352 621 xxx xxx (LU mobile)", "t"),
        ("c", "**Phone:** +32 4xx (Belgian mobile)", "md"),
        ("c", "I read +33 6 … on the van, which would be French.", "h"),
        ("p", "A phone number with the +352 prefix.", "pl", "s"),
    ]),
    ("Web address ends in .lu", [
        ("s", "**Domain:** `.lu` on the van's livery", "md", "p"),
        ("c", "Web address ends in .be", "t", "c"),
        ("p", "There's a website printed on the van, I think.", "h"),
    ]),
    ("Red-white-light blue tricolour flag.", [
        ("s", "The flag's horizontal stripes are red, white and a pale sky-blue — Luxembourg's, not the darker Dutch blue.", "h"),
        ("c", "I'd say the flag is red, white and dark blue — the Dutch one.", "h"),
        ("p", "A horizontal tricolour flag.", "pl"),
        ("u", "A red-and-white barrier pole at the car park entrance.", "pl"),
    ]),
    ("Red lion flag (Roude Léiw) on blue-and-white stripes.", [
        ("s", "The flag shows a red lion on blue and white horizontal stripes — the Luxembourg lion flag.", "pl"),
        ("c", "**Flag:** black lion on yellow (Flanders)", "md"),
        ("p", "lion flag", "j", "s"),
    ]),
    ("Steep dark slate roofs on white-rendered houses.", [
        ("s", "**Architecture:** white/pastel render, black slate roofs, steep pitch", "md"),
        ("c", "Low terracotta-tiled roofs on white-rendered houses.", "pl", "c"),
        ("p", "I'd say the houses have slate roofs.", "h", "s"),
    ]),
    ("Village church with a slate-covered onion-shaped spire.", [
        ("s", "The church steeple is slate-clad and bulb-shaped.", "pl"),
        ("c", "3. Church — pointed stone spire", "n"),
        ("p", "There's a church tower poking over the roofs.", "h"),
    ]),
    ("Vineyards on the slopes above the Moselle — Remich area.", [
        ("s", "Terraced vines on the hillside along the river — Moselle wine country.", "pl"),
        ("c", "**Slopes above the Moselle:** apple orchards", "md"),
        ("p", "**Vegetation:** vineyards on the slopes", "md"),
        ("u", "A German town is visible across the river.", "pl"),
    ]),
    ("Dense beech and spruce forest, hilly — Éislek in the north.", [
        ("s", "Feels like the Ardennes part up north — lots of hilly forest, beeches and spruces mixed.", "h"),
        ("c", "Terrain: flat, open farmland, almost treeless", "t"),
        ("p", "Forest on both sides of the road.", "pl"),
    ]),
    ("Blue motorway sign with 'Sortie' and the exit number.", [
        ("s", "A blue motorway exit sign reading 'Sortie', with its number.", "pl"),
        ("c", "Blue motorway sign with 'Ausfahrt' and the exit number.", "pl", "c"),
        ("c", "**Signs:** green motorway exit sign, *Sortie*", "md"),
        ("p", "**Signs:** motorway exit sign", "md"),
    ]),
    ("Speed limit 50 with 'Rappel' underneath.", [
        ("s", "50 + 'rappel' panel", "j"),
        ("c", "I think the limit is 70, with a 'Rappel' plate underneath.", "h"),
        ("p", "Speed limit sign: 50.", "pl", "s"),
        ("u", "House number 50 on the building next to the sign.", "pl", "u"),
    ]),
    ("Gen 4, very recent and sharp.", [
        ("s", "Crisp, up-to-date imagery from the latest camera generation.", "pl"),
        ("c", "gen 3, older and softer", "j", "c"),
        ("p", "The coverage looks fairly recent.", "h"),
        ("u", "Honestly, I'm not sure about this one, but let's keep going.", "h"),
    ]),
    ("RHT, dashed white centre line, solid white edges.", [
        ("s", "1. Road — right-hand traffic; centre line broken white; edge lines continuous white", "n"),
        ("p", "Traffic keeps to the right here.", "pl"),
        ("c", "RHT, dashed yellow centre line, solid white edges.", "pl"),
        ("u", "A cyclist riding on the right-hand cycle path.", "pl"),
    ]),
    ("Yellow 'POST' letterbox.", [
        ("s", "**Mail:** a yellow Post Luxembourg letterbox", "md"),
        ("c", "**Mail:** red bpost letterbox", "md"),
        ("p", "letterbox on wall", "j", "p"),
    ]),
    ("Yellow plates, and no bollards anywhere along the road.", [
        ("p", "Yellow plates.", "pl"),
        ("c", "White bollards line the road; plates are yellow.", "pl"),
        ("p", "No bollards along this stretch.", "pl", "s"),
        ("u", "No speed cameras that I can see.", "h"),
    ]),
    ("Yellow plates with an 'L' in the EU band, the town sign gives 'Wiltz' with 'Wolz' underneath in Luxembourgish, and the roofs are all dark slate — everything fits northern Luxembourg.", [
        ("s", "yellow L plates, Wiltz/Wolz sign, slate roofs", "j"),
        ("p", "Plates: yellow, L", "t"),
        ("c", "Yellow plates with an L, slate roofs, and the town sign shows 'Wolz' on top with 'Wiltz' underneath.", "pr"),
        ("c", "**Town sign:** *Clervaux* / *Klierf*", "md"),
    ]),
]

POOL = [
    ("language", "French on the official signs, Luxembourgish underneath.", "pl"),
    ("plates", "**Plates:** yellow, L in the EU band", "md"),
    ("roof", "Slate roofs everywhere.", "j"),
    ("vegetation", "I think those are vineyards on the far slope.", "h"),
    ("driving", "Driving: right", "t"),
    ("brand", "An Aral fuel station.", "pl"),
    ("religion", "2. Religion — a Catholic church in the village centre", "n"),
    ("meta", "gen 4", "j"),
    ("phone", "Phone number with +352.", "pl"),
    ("architecture", "Neat rendered houses painted white and beige.", "pl"),
    ("terrain", "Rolling hills with patches of forest.", "pl"),
    ("lines", "Road lines are white.", "pl"),
    ("flag", "Luxembourg flag on the town hall.", "pl"),
    ("bus", "A yellow-and-blue regional bus at the stop.", "pl"),
]

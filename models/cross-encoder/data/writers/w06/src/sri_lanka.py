# Sri Lanka (dev) -- hand-written by w06.
COUNTRY = "Sri Lanka"
N_COMBO = 18

GROUPS = [
    ("Name board in three scripts: Sinhala on top, Tamil in the middle, English at the bottom.", [
        ("s", "**Signage:** trilingual — Sinhala ▸ Tamil ▸ English, top to bottom", "md", "s"),
        ("c", "The name board has Tamil on top, then Sinhala, then English.", "pl", "c"),
        ("p", "The name board is trilingual.", "pl", "s"),
        ("p", "I can see Sinhala on the board, at least on the first line, I think.", "h"),
        ("c", "board: sinhala + english only, no tamil", "j", "c"),
    ]),
    ("Round, curly Sinhala letters on the shop signs.", [
        ("s", "The shop signs are written in Sinhala script, with its loopy rounded letters.", "pl", "s"),
        ("c", "**Script:** Malayalam on the shop signs", "md"),
        ("p", "**Script:** some non-Latin South Asian script on the shop signs", "md"),
        ("c", "Those curly letters look more like Thai than Sinhala to me.", "h"),
        ("u", "A round red post box in front of the shop.", "pl", "u"),
    ]),
    ("Direction sign: Kandy — මහනුවර — கண்டி.", [
        ("s", "The sign points to Kandy, written Mahanuwara in Sinhala and Kandi in Tamil.", "pr"),
        ("c", "Direction sign: Galle — ගාල්ල — காலி.", "pl", "c"),
        ("p", "One of the destinations might be Kandy, but I can only read the English.", "h"),
        ("s", "→ Kandy (Mahanuwara), trilingual", "j"),
    ]),
    ("Street sign: 'Baudhaloka Mawatha' — mawatha is Sinhala for avenue.", [
        ("s", "**Street:** *Baudhaloka Mawatha* (Sinhala road suffix)", "md", "s"),
        ("c", "Street sign: 'Baudhaloka Veethi' — the Tamil suffix.", "t", "c"),
        ("c", "Street: Galle Road", "t"),
        ("p", "A street sign ending in 'Mawatha'.", "pl"),
    ]),
    ("In Jaffna the board lists Tamil first — யாழ்ப்பாணம் above යාපනය.", [
        ("p", "Looks like Tamil is on the top line here, with Sinhala underneath — makes sense if we're up north.", "h"),
        ("s", "2. Sign — Tamil name (Yalpanam) on top, Sinhala (Yapanaya) below → Jaffna", "n"),
        ("c", "I think the Jaffna board has Sinhala on the first line and Tamil on the second.", "h"),
    ]),
    ("Welcome arch says 'ආයුබෝවන්' (Ayubowan).", [
        ("s", "The arch over the road carries the Sinhala greeting Ayubowan — 'welcome'.", "pl", "s"),
        ("c", "The welcome arch says 'வணக்கம்' (Vanakkam) — Tamil.", "pl", "c"),
        ("p", "**Landmark:** welcome arch over the road", "md"),
        ("u", "Buddhist flags strung over the road.", "pl"),
    ]),
    ("Maroon Bajaj tuk-tuks everywhere.", [
        ("s", "**Vehicles:** loads of three-wheelers (Bajaj autos), mostly maroon", "md", "s"),
        ("c", "3. Vehicles — yellow-and-green three-wheelers everywhere", "n"),
        ("p", "A few auto-rickshaws on the road.", "pl"),
        ("u", "A maroon-painted house with a tin roof.", "pl"),
        ("c", "Those look like motorcycle taxis rather than tuk-tuks.", "h"),
    ]),
    ("Red SLTB bus with its route number in the front window.", [
        ("s", "red SLTB bus, route no. up front", "j"),
        ("c", "**Bus:** blue and white, route number in the windscreen", "md"),
        ("p", "A bus passes in the other lane.", "pl"),
        ("p", "SLTB bus", "j"),
    ]),
    ("White dagoba and a seated Buddha statue in a glass case at the junction.", [
        ("s", "At the junction there's a whitewashed stupa and, beside it, a seated Buddha behind glass — very Sri Lankan.", "pr", "s"),
        ("p", "**Religion:** a white stupa in view", "md", "s"),
        ("c", "Hmm, that looks more like a Hindu kovil with a gopuram at the junction than a Buddhist shrine.", "h"),
        ("u", "A white Toyota van is parked at the junction.", "pl"),
    ]),
    ("Buddhist flags — blue, yellow, red, white and orange stripes — strung across the road.", [
        ("s", "I see those five-colour Buddhist flags hanging over the street, probably for Vesak.", "h"),
        ("c", "Bunting: red and white, across the road", "t"),
        ("p", "I can see some colourful flags strung across the road.", "h"),
    ]),
    ("Monks in saffron robes walking along the road.", [
        ("s", "Buddhist monks in orange robes on the roadside.", "pl"),
        ("c", "Monks in maroon robes walking along the road.", "pl", "c"),
        ("p", "Monks: yes, walking along the road", "t"),
        ("p", "**People:** monks by the roadside", "md"),
    ]),
    ("Sri Lankan flag: gold lion with a sword on maroon, green and orange stripes at the hoist.", [
        ("s", "**Flag:** lion flag (maroon field, sword-holding lion, green + saffron bars)", "md"),
        ("c", "**Flag:** green with a white crescent", "md"),
        ("p", "A maroon flag on the pole.", "pl"),
        ("p", "I think there's a lion on that flag.", "h"),
    ]),
    ("Shop painted Dialog red with the Dialog logo.", [
        ("s", "Dialog-branded red shopfront", "j"),
        ("c", "Shop painted Mobitel green with the Mobitel logo.", "pl", "c"),
        ("p", "A red shopfront.", "pl"),
        ("p", "**Brand:** Dialog", "md"),
        ("u", "A red SLTB bus in front of the shop.", "pl"),
    ]),
    ("Phone number on the board starts with 077 — Dialog mobile.", [
        ("s", "Phone: 077-xxxxxxx (Sri Lankan mobile, Dialog)", "t"),
        ("c", "Phone: 071…", "t"),
        ("c", "I think the number has a +91 prefix, which would be India.", "h"),
        ("p", "There seems to be a mobile number printed on the board.", "h", "s"),
    ]),
    ("Landline 081 — Kandy district.", [
        ("s", "The shop's landline starts 081, Kandy's area code.", "pl"),
        ("c", "The landline starts 011 — Colombo's code.", "pl", "c"),
        ("u", "Hilly terrain, so the Kandy region feels right.", "h"),
    ]),
    ("Website ends .lk", [
        ("s", "**Domain:** `.lk`", "md"),
        ("c", "Website ends .in", "pl"),
        ("p", "web address on the hoarding, can't read it", "j"),
        ("p", "I can see a website on the hoarding but not its ending.", "h"),
    ]),
    ("Plate format 'WP CAB-1234' — province code first.", [
        ("s", "The plate seems to read WP followed by CAB-1234, so the Western Province prefix is there.", "h"),
        ("c", "**Plate:** *KA 01 AB 1234* — Indian format", "md"),
        ("p", "The plate begins with WP.", "pl", "s"),
        ("c", "I think the plate starts with CP, so Central Province.", "h"),
    ]),
    ("Tea estates on steep hillsides — Hill Country.", [
        ("s", "Steep slopes covered with neatly clipped tea bushes.", "pl"),
        ("c", "**Crop on the slopes:** coffee", "md"),
        ("c", "**Vegetation:** rice paddies on flat land", "md"),
        ("p", "Steep hills.", "pl"),
        ("p", "Rows of tea bushes along the road.", "pl"),
        ("u", "A shop sign reading 'Tea Centre'.", "pl"),
    ]),
    ("Hand-painted 'Rice & Curry' board outside a small 'Hotel'.", [
        ("s", "There's one of those little roadside 'Hotel' eateries with a 'Rice & Curry' sign.", "h"),
        ("c", "4. Text — 'Kottu Roti' on the board outside the little hotel", "n"),
        ("p", "**Food:** a small eatery by the road", "md"),
        ("u", "A curry-leaf tree behind the eatery.", "pl"),
    ]),
    ("Schoolchildren in all-white uniforms.", [
        ("s", "**People:** kids in white school uniforms", "md"),
        ("c", "**People:** schoolkids in blue-and-white uniforms", "md"),
        ("p", "Schoolchildren walking home.", "pl"),
        ("u", "A white school building with a blue roof.", "pl"),
    ]),
    ("Drives L, gen 4.", [
        ("s", "Traffic on the left, and the imagery is fourth-generation.", "pl"),
        ("c", "Drives R, gen 4.", "j", "c"),
        ("p", "Fourth-generation camera.", "pl"),
    ]),
    ("Roadside grotto with a statue of the Virgin Mary — Catholic west coast, around Negombo.", [
        ("s", "A small Marian shrine by the road, Catholic.", "pl"),
        ("c", "I believe the roadside shrine holds a Ganesha statue.", "h"),
        ("p", "roadside shrine", "j", "s"),
    ]),
    ("No centre line; tuk-tuks everywhere.", [
        ("p", "The road is unmarked down the middle.", "pl", "s"),
        ("c", "Road: dashed white centre line | Vehicles: tuk-tuks everywhere", "t"),
        ("u", "No buses in sight.", "pl"),
    ]),
    ("Three-wheelers everywhere, traffic on the left, and the shop names are written in Sinhala first with Tamil and English underneath, which is exactly the trilingual pattern you see across Sri Lanka.", [
        ("s", "LHT, tuk-tuks, Sinhala > Tamil > English on shops", "j", "s"),
        ("p", "**Language:** Sinhala on top, then Tamil, then English", "md"),
        ("c", "Three-wheelers everywhere and traffic on the left, but the shop names have Tamil on top and no Sinhala at all.", "pr"),
        ("p", "Lots of tuk-tuks, I think.", "h"),
    ]),
]

POOL = [
    ("script", "Sinhala script on most signs.", "pl"),
    ("driving", "**Driving side:** left", "md"),
    ("vehicle", "Tuk-tuks everywhere 🛺", "j"),
    ("religion", "I think there's a white stupa behind the trees.", "h"),
    ("vegetation", "Coconut palms and jackfruit trees.", "pl"),
    ("brand", "3. Businesses — a Dialog shop", "n"),
    ("plates", "Plates: province code + letters + 4 digits", "t"),
    ("meta", "gen 4", "j"),
    ("terrain", "Steep green hills in the distance.", "pl"),
    ("road", "Narrow tarmac road with a white dashed centre line.", "pl"),
    ("clothing", "A woman in a sari at the bus stop.", "pl"),
    ("phone", "Phone numbers starting 07.", "pl"),
    ("flag", "Sri Lankan flag over the school gate.", "pl"),
    ("bus", "Red government bus.", "pl"),
]

# Indonesia (train). Hand-written pairs: (label, style, a, b).

# --- Javanese village: genteng roofs + motorbikes + warung sign --------------------------------
java = ("The village houses have steep hipped roofs of small unglazed orange clay tiles, there are "
        "scooters parked in front of almost every door, and a hand-painted sign on one wall reads "
        "'Warung Makan Bu Sri', which points to Java in Indonesia.")
java_roof = "genteng clay tile roofs, hipped"
java_moto = "scooters everywhere"
java_warung = "sign: 'Warung Makan'"
java_all = "orange genteng roofs + motorbikes + 'Warung Makan' sign"
java_metal = "The village roofs are corrugated zinc sheets."
java_kedai = "The hand-painted sign says 'Kedai Makan'."
java_allr = "All the houses in view have orange clay tile roofs."
java_fewr = "A few houses have clay tile roofs."

minang = ("One building has the dramatic upswept, horn-shaped roof ridges of a Minangkabau rumah "
          "gadang, so we are probably in West Sumatra.")
minang_j = "gonjong horn roofs → Sumbar"
minang_tor = "The roof is a boat-shaped Toraja tongkonan, so this is South Sulawesi."
bali = ("The house compounds are entered through split stone gates, and small shrines with tiered "
        "black thatched roofs stand behind the walls: unmistakably Bali.")
bali_j = "candi bentar gates + thatched shrines → Bali"
bali_gate = "split gate (candi bentar) at the compound entrance"
bali_tin = "The shrines behind the walls have shiny tin roofs."
mosq = "Mosque with a three-tiered pyramid roof."
mosq_dome = "The mosque has a large green onion dome and no tiered roof."

# --- Plates -----------------------------------------------------------------------------------
pl_j = "black plates w/ white text, prefix B"
pl_prose = ("The plates on the motorbikes are black with white characters, and the ones I can read "
            "start with the letter B, the Jakarta-area prefix.")
pl_black = "black plates"
pl_white = "The plates are white with black characters."
pl_d = "The bike's plate starts with D, a Bandung code."
pl_b_alone = "plate prefix B"
pl_mix = ("Most plates are black with white letters, but a couple of newer cars have the white "
          "plates with black letters.")
pl_mix_b = "a few newer cars have white plates"
pl_yel = "The angkot has a yellow plate."
pl_dk = "plate prefix DK → Bali"

# --- Road / poles / bollards / waystones ---------------------------------------------------------
rl_prose = ("A single dashed white line runs down the middle and the edges are white too; the asphalt "
            "is patched and narrow, with motorbikes squeezing past on the left.")
rl_c = "dashed white centre"
rl_yc = "Yellow centre line."
rl_edge = "white edge lines"
pole_j = "round black-painted steel poles"
pole_prose = ("The utility poles are round steel tubes painted black, and one has a red-and-white "
              "band painted near its base like the Indonesian flag.")
pole_conc = "The poles are square concrete posts."
pole_flag = "red-and-white painted band on the pole"
way_j = "yellow waystone angled to the road, cutout at the top"
way_plain = ("A yellow kilometre stone sits angled towards the road, with a notch cut near the top "
             "where the largest town's abbreviation is written.")
way_white = "The kilometre stone is white with a red top."
bo_j = "black-and-white square bollards"
bo_yel = "The roadside posts are yellow and black with a red reflector."

# --- Language / brands -----------------------------------------------------------------------------
lang_prose = ("The signs use Indonesian: 'Jl.' before the street names, 'Toko' on the shops and "
              "'Apotek' on the pharmacy, which is the Indonesian spelling rather than the Malaysian "
              "'Farmasi'.")
lang_apotek = "pharmacy sign says APOTEK"
lang_farmasi = "The pharmacy's sign reads 'Farmasi'."
lang_j = "Bahasa Indonesia (Jl., Toko, Apotek)"
lang_jl = "Street names start with 'Jl.'"
indo = "Indomaret store"
indo_b = "There's an Indomaret minimarket on the corner with its blue, red and yellow sign."
alfa = "The minimarket on the corner is an Alfamart."
pert = "Pertamina fuel station"
pert_b = "The petrol station is a Pertamina."
pert_shell = "It's a Shell station."
tsel = "Telkomsel ad"

# --- Vehicles --------------------------------------------------------------------------------------
angkot = "blue angkot minibus"
angkot_b = "A blue angkot (shared minivan taxi) is waiting at the corner."
angkot_red = "The angkot at the corner is red."
bajaj = "A blue bajaj three-wheeler passes."
becak = "becak (cycle rickshaw) parked"
becak_moto = "The rickshaw at the kerb is motorised, not pedal-powered."

# --- Landscape -------------------------------------------------------------------------------------
land = ("Terraced rice paddies step down the hillside in bright green, fringed by coconut palms, "
        "and a cone-shaped volcano rises in the background.")
land_rice = "rice terraces"
land_volc = "volcano in the background"
land_all = "rice terraces, coconut palms, volcano behind"
land_oil = "The hillside is covered with oil palm, not rice paddies."
land_flatbg = "There are no mountains in the background; the horizon is flat."
kalim = "Stilt wooden houses along a brown river with corrugated roofs."

# --- Meta ------------------------------------------------------------------------------------------
lht = "LHT"
lht_b = "The bikes and cars are on the left side of the road."
rht_b = "The traffic flows on the right side."
g3 = "gen 3"
g3_b = "The panorama is the older, lower-resolution third-generation coverage."
g4 = "Crisp gen 4 imagery."
trek = "trekker coverage on a temple path"
trek_car = "This was shot from a car on a paved road."
f1 = "Southeast Asia for sure, now which country?"
f2 = "It's humid and the sky is hazy."
f3 = "I'll go with Indonesia, central Java."
f4 = "Let me zoom in on the details."

PAIRS = [
    # Java village
    ("partial", "prose", java, java_roof),
    ("same", "prose", java_roof, java),
    ("partial", "prose", java, java_moto),
    ("same", "prose", java_moto, java),
    ("partial", "prose", java, java_warung),
    ("same", "prose", java_all, java),
    ("contradicts", "prose", java, java_metal),
    ("contradicts", "prose", java_kedai, java),
    ("contradicts", "jargon", java_all, java_kedai),
    ("partial", "plain", java_allr, java_fewr),
    ("same", "plain", java_fewr, java_allr),
    ("unrelated", "prose", java, pl_j),
    ("same", "prose", minang_j, minang),
    ("contradicts", "prose", minang_tor, minang),
    ("partial", "prose", minang, "an unusual traditional roof"),
    ("same", "prose", bali_j, bali),
    ("partial", "prose", bali, bali_gate),
    ("contradicts", "prose", bali, bali_tin),
    ("contradicts", "plain", mosq_dome, mosq),
    ("unrelated", "prose", mosq, bali),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_black),
    ("same", "prose", pl_black, pl_prose),
    ("contradicts", "prose", pl_prose, pl_white),
    ("contradicts", "prose", pl_d, pl_prose),
    ("same", "prose", pl_b_alone, pl_prose),
    ("partial", "prose", pl_mix, pl_mix_b),
    ("same", "prose", pl_mix_b, pl_mix),
    ("contradicts", "plain", pl_dk, pl_d),
    ("unrelated", "plain", pl_yel, angkot),
    # Road / poles / waystones
    ("partial", "prose", rl_prose, rl_c),
    ("same", "prose", rl_c, rl_prose),
    ("contradicts", "prose", rl_yc, rl_prose),
    ("partial", "prose", "white dashed centre, white edges, LHT", rl_prose),
    ("same", "prose", "centre: white, dashed / edges: white too", rl_prose),
    ("contradicts", "prose", rl_prose, "The edge lines on this road are yellow."),
    ("same", "prose", pole_j, pole_prose),
    ("partial", "prose", pole_prose, pole_flag),
    ("contradicts", "prose", pole_conc, pole_prose),
    ("same", "plain", way_j, way_plain),
    ("contradicts", "plain", way_plain, way_white),
    ("partial", "plain", way_plain, "a kilometre stone by the road"),
    ("contradicts", "plain", bo_yel, bo_j),
    ("unrelated", "plain", way_j, bo_j),
    # Language / brands
    ("partial", "prose", lang_prose, lang_apotek),
    ("same", "prose", lang_apotek, lang_prose),
    ("contradicts", "prose", lang_prose, lang_farmasi),
    ("contradicts", "plain", lang_farmasi, lang_apotek),
    ("same", "prose", lang_j, lang_prose),
    ("partial", "prose", lang_prose, lang_jl),
    ("contradicts", "plain", indo_b, alfa),
    ("contradicts", "plain", pert_shell, pert_b),
    ("unrelated", "plain", tsel, indo),
    ("unrelated", "plain", lang_jl, pert),
    # Vehicles
    ("contradicts", "plain", angkot_b, angkot_red),
    ("contradicts", "plain", "What's waiting at the corner is a blue bajaj three-wheeler, not a minivan.", angkot_b),
    ("partial", "plain", angkot_b, "a minivan at the corner"),
    ("contradicts", "plain", becak, becak_moto),
    ("unrelated", "plain", becak, java_moto),
    # Landscape
    ("partial", "prose", land, land_rice),
    ("same", "prose", land_rice, land),
    ("partial", "prose", land, land_volc),
    ("same", "prose", land_all, land),
    ("contradicts", "prose", land_oil, land),
    ("contradicts", "prose", land, land_flatbg),
    ("unrelated", "prose", kalim, land),
    ("partial", "plain", kalim, "houses on stilts"),
    # Meta
    ("same", "plain", lht, lht_b),
    ("contradicts", "plain", rht_b, lht_b),
    ("same", "plain", g3, g3_b),
    ("contradicts", "plain", g3_b, g4),
    ("contradicts", "plain", trek_car, trek),
    ("unrelated", "plain", lht, g3),
    # Filler / same country
    ("unrelated", "plain", lht, f1),
    ("unrelated", "plain", f2, land_rice),
    ("unrelated", "prose", f3, lang_prose),
    ("unrelated", "plain", f4, pole_j),
    ("unrelated", "plain", pl_black, lang_j),
    ("unrelated", "prose", pl_prose, java_roof),
    ("unrelated", "prose", "The Indonesian flag is flying over the school gate.", pole_prose),
    ("unrelated", "plain", "red-and-white bunting across the street for 17 Agustus", lang_jl),
    # Other styles
    ("same", "hedged", java_roof, "I'm fairly sure the roofs are those little orange clay tiles you see all over Java."),
    ("same", "hedged", "Possibly wrong, but I think the plates are black with white letters?", pl_black),
    ("partial", "markdown", "**Vehicles:** angkot minibuses and swarms of scooters", "**Vehicles:** scooters"),
    ("contradicts", "markdown", "**Driving side:** left", "**Driving side:** right"),
    ("same", "markdown", "**Script:** Latin, Indonesian language (Jl., Toko)", lang_j),
    ("partial", "table", "Plates: black, white characters, prefix AB (Yogyakarta)", "Plates: black"),
    ("contradicts", "table", "Plates: black, white characters, prefix H (Semarang)", "Plates: black, white characters, prefix AB (Yogyakarta)"),
    ("same", "numbered", "1. Traffic on the left — LHT", lht_b),
    ("unrelated", "numbered", "5. Waystones — yellow", "4. Poles — round, black steel"),
    ("partial", "numbered", "3. Roof — orange clay tiles, hipped, with a carved wooden gable ornament", "3. Roof — orange clay tiles"),
    ("partial", "prose", ("The pharmacy sign says 'Apotek Kimia Farma', a motorbike taxi driver in a green "
                           "Gojek jacket waits outside, and a BRI bank branch is next door."), "Gojek driver in a green jacket"),
    ("contradicts", "prose", ("The pharmacy sign says 'Apotek Kimia Farma', a motorbike taxi driver in a green "
                               "Gojek jacket waits outside, and a BRI bank branch is next door."),
     "The bank next to the pharmacy is a Mandiri branch."),
    ("unrelated", "plain", "Gojek driver in a green jacket", pert),
    ("unrelated", "prose", java_moto, minang),
    ("unrelated", "plain", angkot_b, pl_b_alone),
    ("unrelated", "prose", rl_c, way_plain),
    ("unrelated", "hedged", "This might be Malaysia or Indonesia, hard to say at first glance.", lang_apotek),
    ("unrelated", "plain", land_volc, "a teak plantation beside the road"),
]

# --- extra ---
PAIRS += [
    ("same", "prose", java, "steep hipped roofs of small orange clay tiles, scooters at nearly every door, hand-painted 'Warung Makan Bu Sri' → Java"),
    ("same", "prose", land, "green terraced paddies fringed by coconut palms, cone volcano behind"),
    ("same", "prose", pl_prose, pl_j),
    ("same", "prose", bali, "split stone gates + shrines w/ tiered black thatch behind the walls → Bali"),
    ("partial", "prose", "Indomaret",
     "There's a small convenience store at the corner with a brightly coloured sign, though the brand name is cut off by the edge of the frame."),
    ("partial", "prose", "yellow waystone",
     "A little roadside stone marker stands at the edge of the tarmac; it's too blurry to see its colour or what is written on it."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "black plates",
     "A stack of black plates and bowls sits on the warung's counter."),
    ("unrelated", "prose", "yellow waystone angled to the road, cutout at the top",
     "A yellow angkot is angled across the road at the top of the hill."),
    ("same", "hedged", "Looking at the image, I notice the scooters and cars keep to the left, so this is a left-hand traffic country.", lht),
]

# --- extra 3: paragraph-length VLM statement ---
para = "Several things stand out here. Traffic is on the left, the motorbike plates are black with white characters beginning with 'AB', and there is an Indomaret sign beside a mosque with a tiered roof. Together these point to Yogyakarta in Indonesia."
PAIRS += [
    ("same", "prose", para, "LHT, black AB plates → Yogya, Indomaret, tiered-roof mosque"),
    ("partial", "prose", para, "AB plates"),
    ("contradicts", "prose", "The plates on the motorbikes start with 'DK'.", para),
]

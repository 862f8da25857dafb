# Croatia (train). Hand-written pairs: (label, style, a, b).

# --- Dalmatian village: stone + orange roofs + green shutters ------------------------------------------
dal = ("The village is built of pale grey limestone, each house with an orange terracotta roof of "
       "curved tiles and green wooden shutters, and low dry-stone walls divide the little fields "
       "around it — classic Dalmatia.")
dal_stone = "limestone houses"
dal_roof = "orange terracotta roofs (kupa kanalica)"
dal_shut = "green škure (wooden shutters)"
dal_wall = "dry-stone walls around the fields"
dal_all = "limestone houses, orange curved-tile roofs, green shutters, dry-stone walls"
dal_slate = "The stone houses are roofed with grey slate."
dal_blue = "The shutters on the stone houses are painted blue."
dal_fence = "The fields are divided by wire fences, not stone walls."
dal_allsh = "Every window in the village has green shutters."
dal_someshut = "a couple of houses have green shutters"
brick = ("Several houses in the village are unfinished: bare red hollow-clay blocks with no render, "
         "grey mortar lines showing, and one with a second floor only half built.")
brick_j = "unrendered red hollow-brick houses"
brick_done = "All the houses are fully plastered and painted."
apt = ("A newer holiday house has big balconies and a hand-painted sign on the gate reading "
       "'Apartmani – Sobe – Zimmer – Rooms'.")
apt_j = "'Apartmani / Sobe / Zimmer' sign"
apt_it = "The sign on the gate says 'Camere – Zimmer – Rooms'."
slav = ("In Slavonia the houses are long and narrow, built with the gable end facing the street, and "
        "there are wide cornfields behind them.")
slav_j = "gable-to-street long houses"
slav_side = "The houses stand with their long side parallel to the street."

# --- Plates ---------------------------------------------------------------------------------------------
pl_j = "HR plate: ZG + checkerboard shield + 123-AB"
pl_prose = ("The plate on the parked Golf starts with ZG, followed by the red-and-white checkerboard "
            "shield of Croatia and then the numbers, with the blue EU strip marked HR on the left.")
pl_shield = "checkerboard coat of arms in the middle of the plate"
pl_zg = "city code ZG (Zagreb)"
pl_st = "The plate's city code is ST, so Split."
pl_noshield = "There's no emblem between the letters and numbers on the plate."
pl_eu = "white EU plate, HR"
pl_srb = "The plate has a blue strip with SRB and a double-headed eagle shield."

# --- Bollards / road -------------------------------------------------------------------------------------
bo_j = "HR bollard: white, black rectangle, red reflector; triangular in section"
bo_md = ("**Bollards:** white posts, triangular when seen from above, with a black rectangular patch "
         "holding a red reflector.")
bo_white = "white bollards"
bo_round = "The bollards are round in cross-section."
bo_yel = "The bollard's reflector is yellow."
bo_back = "white reflector on the back of the bollard"
rl_prose = ("The coast road has a dashed white centre line and solid white edges, with a low stone "
            "parapet on the sea side and steep karst rock on the other.")
rl_c = "white dashed centre"
rl_ycent = "The centre line is yellow."
rl_par = "stone parapet on the seaward side"
rl_guard = "A metal guardrail, not a stone wall, runs along the sea side."
d8 = "state road D8 (Jadranska magistrala)"
d8_b = "The blue road sign shows D8, the Adriatic coast road."
d8_a1 = "The road number on the sign is A1, the motorway."

# --- Language / businesses ----------------------------------------------------------------------------
lang_prose = ("The signs are in Croatian: 'Ljekarna' over the pharmacy and 'Pekara' over the bakery, "
              "and the street is 'Ulica kralja Zvonimira', with č, ć and ž in other names nearby.")
lang_j = "Croatian (č ć đ š ž)"
lang_ljek = "pharmacy = Ljekarna"
lang_apot = "The pharmacy sign reads 'Apoteka'."
lang_cyr = "The street sign is in Cyrillic."
lang_street = "street name: Ulica kralja Zvonimira"
lang_street2 = "The street sign reads 'Ulica Ante Starčevića'."
istra = "bilingual Croatian/Italian town sign (Rovinj / Rovigno)"
istra_b = "The town sign shows 'Rovinj' with 'Rovigno' underneath."
konz = "Konzum supermarket"
konz_b = "There's a Konzum store in the village centre."
stud = "The store in the village centre is a Studenac."
ina = "INA petrol station"
ina_b = "The fuel station by the junction is an INA."
ina_tif = "The fuel station by the junction is a Tifon."
phone = "phone 021 on the sign → Split area"
phone_b = "The apartment sign lists a landline number beginning 021."
phone_020 = "The landline on the sign starts 020, the Dubrovnik code."
ozu = "Ožujsko beer umbrella at the café"

# --- Vegetation / terrain ---------------------------------------------------------------------------------
veg = ("The hillside is bare grey karst with scrubby maquis, a few olive groves in terraces and a row "
       "of dark cypresses near the church.")
veg_karst = "karst limestone terrain"
veg_olive = "olive terraces"
veg_all = "karst + maquis, olive terraces, cypresses"
veg_beech = "The hillside is covered with dense beech forest."
veg_vine = "The terraces are planted with vines rather than olives."
lika = "green meadows and fir forest, Lika-style"

# --- Meta / filler ------------------------------------------------------------------------------------------
g4 = "gen 4"
g4_b = "The imagery is very sharp, current generation."
g3 = "The coverage looks like older Gen 3."
rht = "RHT"
rht_b = "The cars on the coast road keep to the right."
lht_b = "The cars on the coast road keep to the left."
f1 = "This looks like the Adriatic coast somewhere."
f2 = "Sunny, clear, summer day."
f3 = "I'm going with Croatia, central Dalmatia."
f4 = "Let me pan around for more text."

PAIRS = [
    # Dalmatia
    ("partial", "prose", dal, dal_roof),
    ("same", "prose", dal_roof, dal),
    ("partial", "prose", dal, dal_shut),
    ("same", "prose", dal_shut, dal),
    ("partial", "prose", dal, dal_wall),
    ("same", "prose", dal_all, dal),
    ("contradicts", "prose", dal, dal_slate),
    ("contradicts", "prose", dal_blue, dal),
    ("contradicts", "prose", dal, dal_fence),
    ("contradicts", "jargon", dal_slate, dal_all),
    ("partial", "plain", dal_allsh, dal_someshut),
    ("same", "plain", dal_someshut, dal_allsh),
    ("same", "prose", dal_stone, dal),
    ("same", "prose", brick_j, brick),
    ("contradicts", "prose", brick, brick_done),
    ("partial", "prose", brick, "an unfinished house"),
    ("same", "prose", apt_j, apt),
    ("contradicts", "prose", apt_it, apt),
    ("partial", "prose", apt, "a holiday house with large balconies"),
    ("same", "prose", slav_j, slav),
    ("contradicts", "prose", slav, slav_side),
    ("unrelated", "prose", dal, pl_j),
    ("unrelated", "prose", dal_roof, brick),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_shield),
    ("same", "prose", pl_shield, pl_prose),
    ("partial", "prose", pl_prose, pl_eu),
    ("contradicts", "prose", pl_st, pl_prose),
    ("contradicts", "prose", pl_prose, pl_noshield),
    ("contradicts", "plain", pl_st, pl_zg),
    ("contradicts", "prose", pl_prose, pl_srb),
    ("unrelated", "plain", pl_zg, phone),
    # Bollards / road
    ("same", "markdown", bo_j, bo_md),
    ("partial", "markdown", bo_md, bo_white),
    ("same", "markdown", bo_white, bo_md),
    ("contradicts", "markdown", bo_round, bo_md),
    ("contradicts", "plain", bo_j, bo_yel),
    ("unrelated", "markdown", bo_back, bo_md),
    ("partial", "prose", rl_prose, rl_c),
    ("same", "prose", rl_c, rl_prose),
    ("partial", "prose", rl_prose, rl_par),
    ("contradicts", "prose", rl_ycent, rl_prose),
    ("contradicts", "prose", rl_prose, rl_guard),
    ("contradicts", "plain", d8_a1, d8_b),
    ("unrelated", "prose", rl_prose, d8),
    # Language / businesses
    ("same", "prose", lang_j, lang_prose),
    ("partial", "prose", lang_prose, lang_ljek),
    ("same", "prose", lang_ljek, lang_prose),
    ("contradicts", "prose", lang_prose, lang_apot),
    ("contradicts", "prose", lang_cyr, lang_prose),
    ("contradicts", "plain", lang_street, lang_street2),
    ("same", "plain", istra, istra_b),
    ("partial", "plain", istra_b, "the town sign says Rovinj"),
    ("contradicts", "plain", stud, konz_b),
    ("contradicts", "plain", ina_b, ina_tif),
    ("same", "plain", phone, phone_b),
    ("contradicts", "plain", phone_020, phone_b),
    ("unrelated", "plain", konz, ozu),
    ("unrelated", "plain", ina, lang_j),
    # Vegetation
    ("partial", "prose", veg, veg_karst),
    ("same", "prose", veg_karst, veg),
    ("partial", "prose", veg, veg_olive),
    ("same", "prose", veg_all, veg),
    ("contradicts", "prose", veg, veg_beech),
    ("contradicts", "prose", veg_vine, veg),
    ("unrelated", "prose", lika, veg),
    # Meta
    ("same", "plain", g4, g4_b),
    ("contradicts", "plain", g4_b, g3),
    ("same", "plain", rht, rht_b),
    ("contradicts", "plain", lht_b, rht_b),
    ("unrelated", "plain", rht, g4_b),
    # Filler
    ("unrelated", "plain", dal_roof, f1),
    ("unrelated", "plain", f2, bo_white),
    ("unrelated", "prose", f3, lang_prose),
    ("unrelated", "plain", f4, pl_eu),
    ("unrelated", "plain", pl_eu, lang_j),
    ("unrelated", "prose", dal, veg_olive),
    ("unrelated", "plain", lang_j, "Croatian flag on the church tower"),
    # Styles
    ("same", "hedged", dal_roof, "I could be off, but those roofs look like the curved orange tiles you get all down the Dalmatian coast."),
    ("same", "hedged", "Hmm, I think there's a little checkered shield on that plate — Croatian?", pl_shield),
    ("partial", "markdown", "**Architecture:** stone houses with orange roofs and green shutters", "**Architecture:** stone houses"),
    ("contradicts", "markdown", "**Bollards:** white with a black patch and red reflector", "**Bollards:** white with a black patch and blue reflector"),
    ("same", "markdown", "**Language:** Croatian — Ljekarna, Pekara, Ulica", lang_j),
    ("partial", "table", "Plate | ZG, shield, 4-digit number, EU strip HR", "Plate | EU strip HR"),
    ("contradicts", "table", "Plate | DU, shield, 4-digit number, EU strip HR", "Plate | ZG, shield, 4-digit number, EU strip HR"),
    ("same", "numbered", "1. Traffic on the right", rht_b),
    ("unrelated", "numbered", "2. Poles — wooden", "3. Roof — terracotta"),
    ("partial", "numbered", "4. Vegetation: olives, cypresses, maquis", "4. Vegetation: cypresses"),
    ("partial", "prose", ("A Tommy supermarket shares the square with a café under Ožujsko umbrellas, and a "
                           "Hrvatski Telekom phone box stands by the church."), "café with Ožujsko umbrellas"),
    ("contradicts", "prose", ("A Tommy supermarket shares the square with a café under Ožujsko umbrellas, and a "
                               "Hrvatski Telekom phone box stands by the church."), "The café umbrellas on the square are Karlovačko ones."),
    ("unrelated", "plain", "Hrvatski Telekom phone box", ozu),
    ("partial", "prose", slav, "cornfields behind the houses"),
    ("unrelated", "prose", slav, pl_zg),
    ("unrelated", "prose", dal_shut, apt),
    ("unrelated", "plain", istra, konz),
    ("unrelated", "hedged", bo_white, "Could easily be Slovenia or Montenegro too, I'm not sure yet."),
    ("unrelated", "prose", veg, rl_c),
    ("unrelated", "plain", phone_b, d8_b),
    ("unrelated", "plain", lika, "a Studenac shop in the village"),
]

# --- extra ---
PAIRS += [
    ("same", "prose", dal, "pale grey limestone houses, orange curved-tile roofs, green wooden shutters, low dry-stone field walls → Dalmatia"),
    ("same", "prose", veg, "bare grey karst, scrubby maquis, terraced olive groves, row of dark cypresses by the church"),
    ("same", "prose", pl_prose, "ZG + red/white checkerboard shield + numbers, blue EU strip 'HR'"),
    ("same", "prose", rl_prose, "coast road: dashed white centre, solid white edges, stone parapet seaward, karst rock landward"),
    ("partial", "prose", "ZG plate",
     "The parked car has a European-style plate with the blue strip, but the characters are blurred by the privacy filter."),
    ("partial", "prose", "green shutters",
     "Most of the stone houses have wooden shutters on their windows, though in this light it's hard to say what colour they're painted."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "checkerboard coat of arms in the middle of the plate",
     "The café tablecloths have a red-and-white checkerboard pattern."),
    ("unrelated", "prose", "orange terracotta roofs (kupa kanalica)",
     "Orange terracotta pots with geraniums line the stone steps up to the church roof terrace."),
    ("same", "hedged", "Looking at the image, I notice the bollards look triangular from above, with a black patch and a red reflector.", bo_j),
]

# --- extra 3: paragraph-length VLM statement ---
para = "Scanning the scene: the licence plate shows 'ST' followed by the checkerboard shield, so the car is from Split. The houses are stone with orange roofs and green shutters, and a sign on one gate offers 'Apartmani'. Behind them the karst hills are dotted with olive trees."
PAIRS += [
    ("same", "prose", para, "ST + checkerboard plate (Split), stone houses w/ orange roofs + green shutters, 'Apartmani' sign, karst w/ olives"),
    ("partial", "prose", para, "'Apartmani' on a gate"),
    ("contradicts", "prose", "The plate begins with ZD, a Zadar registration.", para),
]

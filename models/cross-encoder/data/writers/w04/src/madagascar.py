# Madagascar (dev). Hand-written pairs: (label, style, a, b).

# --- Highland houses: tall brick houses + steep roofs + verandas ---------------------------------------
hi = ("On the slope above the rice paddies stand tall, narrow two-storey houses of red brick with "
      "steep thatched roofs and a wooden veranda on slim columns along the upper floor: the "
      "highland Merina style of central Madagascar.")
hi_brick = "2-storey red brick houses"
hi_thatch = "steep thatched roofs"
hi_ver = "upper-floor wooden veranda on columns"
hi_rice = "rice paddies below the houses"
hi_all = "tall red-brick Merina houses, steep thatch, columned verandas, paddies below"
hi_flat = "The houses have flat concrete roofs."
hi_one = "The houses are single-storey huts."
hi_tile = "The brick houses are roofed with red clay tiles, not thatch."
hi_metal = "corrugated metal roofs on the brick houses"
hi_allt = "Every house on the hillside has a thatched roof."
hi_somet = "some of the houses have thatched roofs"
hi_nover = "None of the houses have balconies or verandas."
east = ("On the east coast the houses are small wooden huts raised on stilts, with walls of "
        "traveller's-palm (ravenala) stems and steep thatched roofs of the same leaves.")
east_j = "stilt huts of ravenala wood + leaf thatch"
east_stilt = "houses raised on stilts"
east_brick = "The coastal houses are brick, built directly on the ground."
tomb = ("By the road there is a large family tomb, a whitewashed concrete block with a cross and "
        "painted decoration, which you see often in the highlands.")
tomb_j = "roadside whitewashed family tomb"
church = "A red-brick church with a tall pointed steeple overlooks the village."
church_j = "red-brick church w/ pointed steeple"
church_w = "The church in the village is whitewashed with a squat square tower."

# --- Plates --------------------------------------------------------------------------------------------
pl_prose = ("The taxi-brousse's plate is white with black characters in the format '4521 TBD': four "
            "digits and then three letters, the first of which, T, stands for Antananarivo.")
pl_j = "plate 4521 TBD, white, T = Tana"
pl_white = "white plates"
pl_fmt = "4 digits + 3 letters"
pl_t = "plate letters start with T (Antananarivo)"
pl_f = "The plate letters start with F, so the vehicle is from Fianarantsoa."
pl_yel = "The minibus has a yellow plate."
pl_eu = "The plate has a blue EU strip on the left."
pl_order = "The plate has the letters first and the digits after them."

# --- Vehicles ------------------------------------------------------------------------------------------
taxi = ("Almost every taxi in the street is an old cream-coloured Renault 4 or Citroën 2CV, which "
        "is a strong hint for Antananarivo.")
taxi_j = "beige R4 / 2CV taxis → Tana"
taxi_yel = "The taxis are modern yellow Toyota sedans."
taxi_r4 = "old Renault 4 taxis"
brousse = ("A white Mazda taxi-brousse minibus passes with bags, bicycles and a crate of chickens "
           "lashed to the roof rack.")
brousse_j = "taxi-brousse, luggage piled on the roof"
brousse_empty = "The roof rack of the minibus is empty."
pousse = "pousse-pousse (hand-pulled rickshaw)"
pousse_b = "A man is pulling a pousse-pousse rickshaw with a passenger along the street."
pousse_cyc = "The rickshaw is a pedal cyclo-pousse, not hand-pulled."
zebu = "zebu cart"
zebu_b = "A wooden cart pulled by two humped zebu oxen is coming down the road."
zebu_horse = "The cart on the road is pulled by a horse."
zebu_one = "The cart is pulled by a single zebu."

# --- Language / text -----------------------------------------------------------------------------------
lang_prose = ("The hand-painted signs are in Malagasy: 'Hotely' over a small eatery, 'Fivarotana' on a "
              "shop and 'Tsena' at the market entrance, with long place names like Ambohimanga on the "
              "road sign.")
lang_j = "Malagasy (Hotely, Fivarotana, Tsena)"
lang_hotely = "'Hotely' painted over the eatery"
lang_hotel = "The sign over the eatery says 'Restaurant'."
lang_fr = "French 'Épicerie' on a shop sign"
lang_fr_b = "One shop is labelled 'Épicerie' in French."
lang_sw = "The shop signs are in Swahili ('Duka')."
place = "road sign to Antsirabe"
place_b = "The green road sign points to Antsirabe."
place_c = "The road sign points to Fianarantsoa."
place_pref = "place names beginning Ambo-/Antsi-"

# --- Road ----------------------------------------------------------------------------------------------
rn7 = ("The kilometre marker is a small white post with a red top reading 'RN7', so this is the main "
       "road south from Antananarivo.")
rn7_j = "RN7 km marker, white w/ red cap"
rn7_rn2 = "The kilometre post says RN2."
rn7_yel = "The kilometre post has a yellow top."
rn7_post = "a kilometre post"
rl_prose = ("The tarmac is narrow and potholed with no centre line at all, and the shoulders are bare "
            "red earth.")
rl_noc = "no centre line"
rl_noc_b = "Nothing is painted down the middle of the road."
rl_dash = "There's a dashed white centre line."
rl_ypos = "A yellow line runs down the middle."
rl_soil = "red earth shoulders"

# --- Businesses / phones -------------------------------------------------------------------------------
telma = "Telma shop sign"
telma_b = "There's a Telma phone shop at the corner."
orange = "The phone shop at the corner is an Orange one."
thb = "THB (Three Horses Beer) ad"
thb_b = "A painted wall advertises THB, Three Horses Beer."
star = "The wall advert is for Coca-Cola."
ph_034 = "phone number 034 … (Telma)"
ph_034b = "The number painted on the wall begins with 034."
ph_032 = "The painted number starts 032."
jirama = "Jirama electricity poles"
galana = "Galana fuel station"
galana_b = "The fuel station is a Galana."
galana_tot = "The fuel station is a Total."

# --- Landscape -----------------------------------------------------------------------------------------
land = ("The hills are eroded red laterite with deep gullies (lavaka), scattered eucalyptus "
        "plantations and terraced rice paddies in the valley floors.")
land_lav = "lavaka erosion gullies"
land_euc = "eucalyptus plantations"
land_soil = "red laterite hills"
land_all = "red eroded hills w/ lavaka, eucalyptus, terraced paddies"
land_green = "The hills are covered in dense rainforest, no bare soil."
land_pine = "The plantations on the hills are pine, not eucalyptus."
land_tea = "The valley floors are planted with tea, not rice."
baob = ("Huge bottle-shaped baobabs line the dirt road in the flat, dry west, just like the Avenue "
        "des Baobabs near Morondava.")
baob_j = "baobabs along the road → Morondava"
baob_palm = "The trees lining the dirt road are coconut palms."
rav = "traveller's palms (ravenala)"
rav_b = "Fan-shaped traveller's palms grow around the houses."
spiny = "spiny forest of Didierea in the south"

# --- Meta / filler --------------------------------------------------------------------------------------
rht = "RHT"
rht_b = "The taxi-brousses and carts use the right-hand side of the road."
lht_b = "Vehicles are keeping left."
g3 = "gen 3"
g3_b = "The image quality is that of the older third-generation camera."
g4 = "Crisp Gen 4 image."
trek = "trekker coverage"
f1 = "My first thought is East Africa, but let's check the details."
f2 = "The sky is cloudy and the air looks misty."
f3 = "Putting it together: Madagascar, central highlands."
f4 = "There isn't a lot to go on at first glance."
f5 = "Let me consider what the architecture tells us."

PAIRS = [
    # Highland houses
    ("partial", "prose", hi, hi_brick),
    ("same", "prose", hi_brick, hi),
    ("partial", "prose", hi, hi_thatch),
    ("same", "prose", hi_thatch, hi),
    ("partial", "prose", hi, hi_ver),
    ("same", "prose", hi_all, hi),
    ("contradicts", "prose", hi, hi_flat),
    ("contradicts", "prose", hi_tile, hi),
    ("contradicts", "jargon", hi_thatch, hi_metal),
    ("contradicts", "prose", hi_nover, hi),
    ("partial", "plain", hi_allt, hi_somet),
    ("same", "plain", hi_somet, hi_allt),
    ("unrelated", "prose", hi, pl_white),
    ("unrelated", "prose", church, hi),
    ("same", "prose", east_j, east),
    ("partial", "prose", east, east_stilt),
    ("same", "prose", east_stilt, east),
    ("contradicts", "prose", east, east_brick),
    ("unrelated", "prose", east, pl_t),
    ("same", "prose", tomb_j, tomb),
    ("partial", "prose", tomb, "a tomb beside the road"),
    ("same", "plain", church_j, church),
    ("contradicts", "plain", church_w, church),
    ("unrelated", "plain", tomb_j, church_j),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_white),
    ("same", "prose", pl_fmt, pl_prose),
    ("contradicts", "prose", pl_prose, pl_f),
    ("contradicts", "prose", pl_prose, pl_yel),
    ("contradicts", "plain", pl_order, pl_fmt),
    ("partial", "prose", pl_prose, pl_fmt),
    ("unrelated", "plain", pl_t, place),
    # Vehicles
    ("same", "prose", taxi_j, taxi),
    ("partial", "prose", taxi, taxi_r4),
    ("contradicts", "prose", taxi, taxi_yel),
    ("same", "prose", brousse_j, brousse),
    ("contradicts", "prose", brousse_empty, brousse),
    ("contradicts", "plain", pousse_b, pousse_cyc),
    ("same", "plain", zebu, zebu_b),
    ("contradicts", "plain", zebu_horse, zebu_b),
    ("partial", "plain", zebu_b, "a wooden cart on the road"),
    # Language
    ("same", "prose", lang_j, lang_prose),
    ("partial", "prose", lang_prose, lang_hotely),
    ("contradicts", "prose", lang_prose, lang_hotel),
    ("contradicts", "prose", lang_sw, lang_prose),
    ("unrelated", "plain", lang_hotely, lang_fr),
    ("same", "plain", place, place_b),
    ("contradicts", "plain", place_b, place_c),
    ("partial", "prose", lang_prose, place_pref),
    # Road
    ("same", "prose", rn7_j, rn7),
    ("partial", "prose", rn7, rn7_post),
    ("contradicts", "prose", rn7_rn2, rn7),
    ("contradicts", "prose", rn7, rn7_yel),
    ("partial", "prose", rl_prose, rl_noc),
    ("same", "plain", rl_noc, rl_noc_b),
    ("contradicts", "prose", rl_dash, rl_prose),
    ("partial", "prose", rl_prose, rl_soil),
    ("unrelated", "prose", rn7, rl_noc),
    # Businesses
    ("contradicts", "plain", orange, telma_b),
    ("contradicts", "plain", thb_b, star),
    ("same", "plain", ph_034, ph_034b),
    ("contradicts", "plain", ph_032, ph_034b),
    ("contradicts", "plain", galana_b, galana_tot),
    ("unrelated", "plain", ph_032, telma),
    ("unrelated", "plain", telma_b, thb),
    # Landscape
    ("partial", "prose", land, land_lav),
    ("same", "prose", land_lav, land),
    ("partial", "prose", land, land_euc),
    ("same", "prose", land_all, land),
    ("contradicts", "prose", land_green, land),
    ("contradicts", "prose", land_tea, land),
    ("same", "prose", land_soil, land),
    ("same", "prose", baob_j, baob),
    ("contradicts", "prose", baob, baob_palm),
    ("partial", "prose", baob, "baobab trees"),
    ("unrelated", "prose", baob, spiny),
    ("unrelated", "prose", hi_thatch, land),
    # Meta
    ("same", "plain", rht, rht_b),
    ("contradicts", "plain", lht_b, rht_b),
    ("same", "plain", g3, g3_b),
    ("contradicts", "plain", g3_b, g4),
    ("contradicts", "plain", "This was taken from the Street View car on the road.", trek),
    ("unrelated", "plain", g3_b, rht_b),
    # Filler / same-country
    ("unrelated", "plain", land_soil, f1),
    ("unrelated", "plain", f2, "terraced rice paddies"),
    ("unrelated", "prose", f3, lang_prose),
    ("unrelated", "plain", f4, pl_j),
    ("unrelated", "plain", hi_brick, f5),
    ("unrelated", "plain", lang_j, pl_white),
    ("unrelated", "prose", taxi_j, hi),
    ("unrelated", "plain", "Malagasy flag over the school (white, red, green)", lang_j),
    ("unrelated", "prose", zebu, brousse),
    ("unrelated", "plain", pl_eu, "Malagasy flag over the school (white, red, green)"),
    ("unrelated", "prose", place_b, rn7),
    ("unrelated", "hedged", "Honestly, from the soil alone this could be anywhere in the tropics.", hi_brick),
    # Styles
    ("same", "hedged", hi_thatch, "I might be off, but the roofs on those tall brick houses look thatched and very steep."),
    ("same", "hedged", "Not sure, but is that the Malagasy word 'Hotely' over the door? That would settle it.", lang_hotely),
    ("same", "hedged", rht, "As far as I can tell the cart and the minibus are both on the right side, so right-hand traffic."),
    ("partial", "markdown", "**Vehicles:** cream Renault 4 taxis and a zebu cart", "**Vehicles:** zebu cart"),
    ("contradicts", "markdown", "**Soil:** deep red laterite", "**Soil:** pale yellow sand"),
    ("same", "markdown", "brick houses with verandas", "**Architecture:** narrow two-storey brick houses with verandas"),
    ("partial", "markdown", "**Architecture:** narrow two-storey brick houses with verandas", hi_brick),
    ("unrelated", "markdown", "**Soil:** deep red laterite", "**Architecture:** narrow two-storey brick houses with verandas"),
    ("partial", "table", "Plate: white, 4 digits + TBA", "Plate: white"),
    ("contradicts", "table", "Plate: white, 4 digits + MBA", "Plate: white, 4 digits + TBA"),
    ("same", "table", "Language: Malagasy", lang_j),
    ("same", "numbered", "1. Right-hand traffic", rht_b),
    ("unrelated", "numbered", "2. Poles: wooden", "3. Vegetation: eucalyptus"),
    ("partial", "numbered", "4. Landscape — red hills, rice terraces, eucalyptus", "4. Landscape — rice terraces"),
    ("contradicts", "numbered", "5. Cart — pulled by zebu", "5. Cart — pulled by a donkey"),
    ("partial", "prose", ("In the market square a woman sells lychees from a basket, a Jovenna fuel station "
                           "stands at the corner and a yellow Telma banner hangs over a kiosk."), "a Jovenna fuel station at the corner"),
    ("contradicts", "prose", ("In the market square a woman sells lychees from a basket, a Jovenna fuel station "
                               "stands at the corner and a yellow Telma banner hangs over a kiosk."),
     "The fruit in the basket is mangoes, not lychees."),
    ("same", "prose", "lychee seller in the market", ("In the market square a woman sells lychees from a basket, a Jovenna fuel station "
                                                        "stands at the corner and a yellow Telma banner hangs over a kiosk.")),
    ("unrelated", "plain", jirama, "lychee seller in the market"),
    ("partial", "prose", ("The rice fields are flooded and bright green, and a farmer is ploughing one of them "
                           "with a pair of zebu."), "flooded rice fields"),
    ("unrelated", "prose", ("The rice fields are flooded and bright green, and a farmer is ploughing one of them "
                             "with a pair of zebu."), church_j),
    ("contradicts", "prose", ("The rice fields are flooded and bright green, and a farmer is ploughing one of them "
                               "with a pair of zebu."), "The paddies are dry and brown, already harvested."),
    ("same", "plain", "two zebu pulling a plough in the paddy", ("The rice fields are flooded and bright green, and a farmer is ploughing one of them "
                                                                  "with a pair of zebu.")),
]

# --- extra ---
PAIRS += [
    ("same", "prose", hi, "tall narrow 2-storey red-brick houses, steep thatch, upper wooden veranda on slim columns, rice paddies below → Merina highlands"),
    ("same", "prose", land, "eroded red laterite hills w/ deep lavaka gullies, scattered eucalyptus plantations, terraced paddies on the valley floors"),
    ("same", "prose", pl_prose, "taxi-brousse plate: white, black chars, '4521 TBD' = 4 digits + 3 letters, T → Antananarivo"),
    ("same", "prose", taxi, "nearly all taxis are old cream Renault 4s / Citroën 2CVs → Tana"),
    ("same", "prose", rn7, "white km post w/ red top reading 'RN7' → main road south of Tana"),
    ("partial", "prose", "Malagasy 'Hotely' sign",
     "Above the doorway of a small eatery there's a hand-painted sign, but the word on it is too faded to read."),
    ("partial", "prose", "zebu cart",
     "Further down the road something is being pulled along slowly by animals, but it's too far away to say what kind of cart or animals."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "steep thatched roofs",
     "A steep path leads up to a thatched market stall selling woven baskets."),
    ("unrelated", "prose", "RN7 km marker, white w/ red cap",
     "A boy in a white shirt and a red cap is walking along the RN7 with a zebu."),
    ("unrelated", "plain", "zebu cart",
     "Zebu meat is for sale at the butcher's stall next to the cart park."),
    ("contradicts", "hedged", "From what I can see, the roofs on the tall brick houses are corrugated metal, not thatch.", hi_thatch),
    ("same", "hedged", "Based on the image, it seems the plate has four digits followed by three letters, the Malagasy format.", pl_fmt),
]

# --- extra 3: paragraph-length VLM statement ---
para = "Here we have a highland town. Tall two-storey brick houses with steep roofs line the street, a pousse-pousse is parked by the kerb and a cream Renault 4 taxi is passing. The sign above a shop reads 'Fivarotana Rakoto', which is Malagasy. I'd say Antsirabe, where pousse-pousses are everywhere."
PAIRS += [
    ("same", "prose", para, "2-storey brick houses w/ steep roofs, pousse-pousse, cream R4 taxi, 'Fivarotana Rakoto' (Malagasy) → Antsirabe"),
    ("partial", "prose", para, "pousse-pousse by the kerb"),
    ("contradicts", "prose", "The taxi passing is a yellow Peugeot 405, not a Renault 4.", para),
]

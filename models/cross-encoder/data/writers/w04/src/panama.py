# Panama (train). Hand-written pairs: (label, style, a, b).

# --- Rural houses: colourful block houses + zinc roofs + window grilles --------------------------------
house = ("The houses on this street are single-storey concrete-block homes painted in bright turquoise, "
         "lime and salmon, with low corrugated zinc roofs and decorative iron grilles over every "
         "window and porch, a look that is everywhere in rural Panama.")
house_zinc = "corrugated zinc roofs"
house_grille = "iron grilles (rejas) on windows and porches"
house_colour = "brightly painted block houses"
house_all = "1-storey block houses, bright paint, zinc roofs, window grilles"
house_tile = "The houses have red clay tile roofs."
house_wood = "The houses are unpainted wooden shacks."
house_nogr = "None of the windows have bars or grilles."
house_allg = "Every window on the street is covered by an iron grille."
house_someg = "some windows have iron grilles"
casco = ("In the old quarter the two- and three-storey colonial buildings have wrought-iron balconies, "
         "pastel façades and red tile roofs, just like Casco Viejo.")
casco_j = "colonial buildings w/ iron balconies → Casco Viejo"
casco_modern = "The old quarter has modern glass towers instead of colonial buildings."
skyline = "dense skyline of glass high-rises on the bay"
skyline_b = "A wall of glass skyscrapers lines the bay in the distance."

# --- Plates ----------------------------------------------------------------------------------------------
pl_prose = ("The car ahead only has a plate on its rear bumper; the front bumper is empty, and the "
            "plate itself is white with 'PANAMÁ' across the top.")
pl_rear = "rear plate only"
pl_white = "white plate, 'PANAMÁ' on top"
pl_both = "The car has plates on both the front and back."
pl_yel = "The plate is yellow with black characters."
pl_all = "rear-only plate, white, PANAMÁ header"
pl_cr = "The plate says 'COSTA RICA' at the top."

# --- Buses -----------------------------------------------------------------------------------------------
diablo = ("An old American school bus painted in wild colours with airbrushed portraits and chrome "
          "trim rumbles past: a diablo rojo.")
diablo_j = "diablo rojo bus"
diablo_metro = "The bus is a plain white MetroBus with a blue stripe."
diablo_plain = "a colourful bus"
metrobus = "MetroBus (white/blue) at the stop"
chicken = "The old school bus is plain yellow, unpainted."

# --- Road lines / signs ----------------------------------------------------------------------------------
rl_prose = ("The two-lane road has a solid yellow centre line and white edge lines, and at the "
            "junction there's a red octagonal sign that says PARE.")
rl_yel = "solid yellow centre"
rl_edge = "white edges"
rl_pare = "PARE stop sign"
rl_alto = "The stop sign at the junction says ALTO."
rl_white = "The centre line is dashed white."
rl_all = "yellow centre, white edges, PARE sign"
warn = "yellow diamond warning signs"
warn_tri = "The warning signs are white triangles with a red border."
km = "kilometre marker on the Interamericana"
interam = "We're on the Pan-American Highway (Vía Interamericana)."

# --- Businesses / text ------------------------------------------------------------------------------------
s99 = "Super 99 supermarket"
s99_b = "There's a Super 99 supermarket across the road."
rey = "The supermarket across the road is an El Rey."
bg = "Banco General branch"
bg_b = "The bank on the corner is a Banco General."
bn = "The bank on the corner is a Banco Nacional de Panamá."
phone = "phone number 6xxx-xxxx on the shop sign (PA mobile)"
phone_b = "The shop sign gives a mobile number of the form 6123-4567, eight digits starting with 6."
phone_cr = "The number on the sign has the Costa Rican +506 prefix."
esp = "Spanish signage"
usd = "Prices on the sign are in dollars ($), and the menu board says 'almuerzo $3.50'."
usd_col = "The prices on the menu board are in colones."
fonda = "'Fonda' on a roadside eatery sign"

# --- Vegetation / landscape -----------------------------------------------------------------------------
veg = ("The road cuts through humid lowland jungle, with teak plantations on one side and cattle "
       "pasture with scattered trees on the other.")
veg_teak = "teak plantation"
veg_past = "cattle pasture"
veg_all = "lowland jungle, teak plantation one side, pasture the other"
veg_pine = "The plantation beside the road is pine."
veg_dry = "The land is dry and desert-like."
canal = "container ships waiting in the canal"
canal_b = "Big cargo ships are lined up in the water near the Bridge of the Americas."
bridge = "Bridge of the Americas in view"
bridge_cent = "The bridge in view is the Centennial Bridge, not the Bridge of the Americas."
baru = "Volcán Barú on the horizon, Chiriquí highlands"

# --- Meta / filler --------------------------------------------------------------------------------------
rht = "RHT"
rht_b = "The cars here are driving on the right."
lht_b = "The cars here are driving on the left."
g3 = "gen 3"
g3_b = "Older-looking, lower-resolution coverage, like the third-gen camera."
g4 = "This is sharp Gen 4 imagery."
f1 = "This is definitely Central America."
f2 = "Humid, overcast, very tropical weather."
f3 = "I'll settle on Panama, near the canal."
f4 = "Let me zoom in on the store signs."

PAIRS = [
    # Houses
    ("partial", "prose", house, house_zinc),
    ("same", "prose", house_zinc, house),
    ("partial", "prose", house, house_grille),
    ("same", "prose", house_grille, house),
    ("partial", "prose", house, house_colour),
    ("same", "prose", house_all, house),
    ("contradicts", "prose", house, house_tile),
    ("contradicts", "prose", house_wood, house),
    ("contradicts", "prose", house, house_nogr),
    ("contradicts", "jargon", house_tile, house_all),
    ("same", "prose", house_allg, house),
    ("partial", "plain", house_allg, house_someg),
    ("same", "plain", house_someg, house_allg),
    ("same", "prose", casco_j, casco),
    ("contradicts", "prose", casco, casco_modern),
    ("partial", "prose", casco, "wrought-iron balconies"),
    ("same", "plain", skyline, skyline_b),
    ("unrelated", "prose", casco, skyline),
    ("unrelated", "prose", rl_yel, house),
    # Plates
    ("same", "prose", pl_all, pl_prose),
    ("partial", "prose", pl_prose, pl_rear),
    ("same", "prose", pl_rear, pl_prose),
    ("partial", "prose", pl_prose, pl_white),
    ("contradicts", "prose", pl_both, pl_prose),
    ("contradicts", "prose", pl_prose, pl_yel),
    ("contradicts", "plain", pl_cr, pl_white),
    ("contradicts", "plain", pl_rear, pl_both),
    ("unrelated", "plain", pl_rear, rht),
    # Buses
    ("same", "prose", diablo_j, diablo),
    ("contradicts", "prose", diablo_metro, diablo),
    ("partial", "prose", diablo, diablo_plain),
    ("same", "prose", diablo_plain, diablo),
    ("contradicts", "prose", diablo, chicken),
    ("unrelated", "plain", s99, metrobus),
    # Road lines / signs
    ("partial", "prose", rl_prose, rl_yel),
    ("same", "prose", rl_yel, rl_prose),
    ("partial", "prose", rl_prose, rl_pare),
    ("same", "prose", rl_pare, rl_prose),
    ("same", "prose", rl_all, rl_prose),
    ("contradicts", "prose", rl_alto, rl_prose),
    ("contradicts", "prose", rl_prose, rl_white),
    ("contradicts", "plain", warn_tri, warn),
    ("partial", "plain", km, interam),
    ("unrelated", "plain", warn, rl_edge),
    # Businesses
    ("contradicts", "plain", s99_b, rey),
    ("contradicts", "plain", bn, bg_b),
    ("same", "plain", phone, phone_b),
    ("contradicts", "plain", phone_b, phone_cr),
    ("contradicts", "plain", usd_col, usd),
    ("partial", "plain", usd, "prices in dollars"),
    ("unrelated", "plain", usd, fonda),
    ("unrelated", "plain", esp, bg),
    # Vegetation / landscape
    ("partial", "prose", veg, veg_teak),
    ("same", "prose", veg_teak, veg),
    ("partial", "prose", veg, veg_past),
    ("same", "prose", veg_all, veg),
    ("contradicts", "prose", veg, veg_pine),
    ("contradicts", "prose", veg_dry, veg),
    ("same", "plain", canal, canal_b),
    ("contradicts", "plain", bridge, bridge_cent),
    ("unrelated", "plain", canal, bridge),
    ("unrelated", "prose", veg, baru),
    # Meta
    ("same", "plain", rht, rht_b),
    ("contradicts", "plain", lht_b, rht_b),
    ("same", "plain", g3, g3_b),
    ("contradicts", "plain", g3_b, g4),
    ("unrelated", "plain", rht_b, g3),
    # Filler
    ("unrelated", "plain", f1, rl_pare),
    ("unrelated", "plain", veg_teak, f2),
    ("unrelated", "prose", pl_prose, f3),
    ("unrelated", "plain", s99, f4),
    ("unrelated", "plain", esp, pl_white),
    ("unrelated", "prose", house_zinc, diablo),
    ("unrelated", "plain", "Panamanian flag on the school", esp),
    # Styles
    ("same", "hedged", pl_rear, "Not certain, but I don't see a front plate on any of these cars; only the rear ones."),
    ("same", "hedged", "Hmm, is that a diablo rojo? Looks like an old school bus covered in airbrush art.", diablo_j),
    ("partial", "markdown", "**Houses:** painted concrete block, zinc roofs, iron grilles", "**Houses:** painted concrete block"),
    ("contradicts", "markdown", "**Road lines:** white centre, yellow edges", "**Road lines:** yellow centre, white edges"),
    ("same", "markdown", "Spanish text on the signs", "**Language:** Spanish (PARE, Fonda, Almuerzo)"),
    ("partial", "table", "Plates | rear only, white, 'PANAMÁ' header", "Plates | white"),
    ("contradicts", "table", "Plates | rear only, white, 'PANAMÁ' header", "Plates | front and rear, white"),
    ("same", "numbered", "1. Traffic: right-hand", rht_b),
    ("unrelated", "numbered", "3. Soil — red clay", "2. Poles — concrete"),
    ("partial", "numbered", "4. Vegetation — teak and pasture", "4. Vegetation — teak"),
    ("partial", "prose", ("A Puma fuel station sits next to a chino (a Chinese-run corner shop) with a Balboa "
                           "beer sign, and a Tigo billboard stands across the road."), "Balboa beer sign"),
    ("contradicts", "prose", ("A Puma fuel station sits next to a chino (a Chinese-run corner shop) with a Balboa "
                               "beer sign, and a Tigo billboard stands across the road."), "The fuel station next to the shop is a Terpel."),
    ("unrelated", "plain", "Balboa beer sign", "Tigo billboard"),
    ("partial", "prose", rl_all, "yellow centre line"),
    ("partial", "plain", canal_b, "ships in the water"),
    ("partial", "prose", veg, "jungle along the road"),
    ("same", "plain", "a Tigo billboard across the road", ("A Puma fuel station sits next to a chino (a Chinese-run corner shop) with a Balboa "
                           "beer sign, and a Tigo billboard stands across the road.")),
    ("unrelated", "plain", canal, skyline_b),
    ("unrelated", "prose", casco, pl_rear),
    ("unrelated", "hedged", house_grille, "I keep going back and forth between Costa Rica and Panama here."),
    ("unrelated", "plain", phone, rl_edge),
    ("unrelated", "plain", "Bridge of the Americas in view", metrobus),
    ("unrelated", "plain", "Super 99 supermarket", "Banco General branch"),
    ("contradicts", "plain", "The sign's phone number begins with 8.", "The mobile number on the sign starts with 6."),
]

# --- extra ---
PAIRS += [
    ("same", "prose", house, "1-storey concrete-block homes in turquoise/lime/salmon, low zinc roofs, iron grilles on every window + porch → rural PA"),
    ("same", "prose", pl_prose, pl_all),
    ("same", "prose", rl_prose, "solid yellow centre, white edge lines, red octagon PARE at the junction"),
    ("same", "prose", veg, "humid lowland jungle; teak plantation on one side, cattle pasture w/ scattered trees on the other"),
    ("partial", "prose", "diablo rojo",
     "A bus is coming the other way; it looks like an older vehicle, but I can't make out much more from this angle."),
    ("partial", "prose", "Super 99",
     "Across the road is a large supermarket with a big car park, but its sign is facing away from the camera."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "rear plate only",
     "The rear of the bus carries a painted plate of food and a Panamanian flag."),
    ("unrelated", "prose", "iron grilles (rejas) on windows and porches",
     "A man is grilling meat on an iron grill on the porch of the fonda."),
    ("contradicts", "hedged", "Based on the image, it seems the cars have plates at both ends, front and back.", pl_rear),
]

# --- extra 3: paragraph-length VLM statement ---
para = "In this image the traffic drives on the right, the cars carry only rear plates, and the houses are painted concrete with zinc roofs and window grilles. A Super 99 sign is visible in the distance, and the prices on a roadside stand are in dollars, both consistent with Panama."
PAIRS += [
    ("same", "prose", para, "RHT, rear-only plates, painted block houses w/ zinc roofs + grilles, Super 99, prices in $"),
    ("partial", "prose", para, "rear-only plates, Super 99"),
    ("contradicts", "prose", "The supermarket sign in the distance is for El Machetazo.", para),
]

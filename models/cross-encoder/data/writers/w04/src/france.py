# France (train). Hand-written pairs: (label, style, a, b).
# Emphasis: multi-clue prose vs one-clue / all-clue notes, scope (some/all, front/back, one side/both), roofs.

# --- Provence village: roofs + render + shutters -------------------------------------------
prov = ("The houses along this lane have low-pitched roofs of rounded orange terracotta tiles, "
        "pale ochre rendered walls and painted wooden shutters on nearly every window, which "
        "together point quite strongly to Provence in the south of France.")
prov_all = "low-pitch canal-tile roofs, ochre render, shutters everywhere → Provence"
prov_roof = "rounded terracotta roof tiles (tuiles canal), shallow pitch"
prov_slate = "roofs = dark slate, steep"
prov_shut = "Shutters on the windows."
prov_few = "A couple of the houses have shutters."

# --- Plates ---------------------------------------------------------------------------------
pl_j = "white plates F+R, EU band left + blue dept band right"
pl_prose = ("Both the front and the rear number plates are white, with the blue European strip on "
            "the left and a second blue strip on the right that carries a regional logo and a "
            "department number, a layout you really only get on French plates.")
pl_eu = "white EU plates"
pl_oneband = "The plate has a blue strip on the left only; the right end is plain white."
pl_rear_yel = "Rear plate looks yellow, front one white."
pl_rear_white = "the plate on the back of the hatchback is white"
pl_13 = "dept code on the plate band: 13 (Bouches-du-Rhône)"
pl_29 = "The regional strip on the right of the plate reads 29, i.e. Finistère."
pl_13b = ("Zooming in on the parked Clio, the right-hand blue strip of its plate shows the number 13 "
          "under the Provence-Alpes-Côte d'Azur logo.")

# --- Bollards -------------------------------------------------------------------------------
bo_j = "FR bollards: white, black diagonal band, red reflector"
bo_md = ("**Bollards:** white roadside posts with a slanted black band near the top, and an "
         "orange-red rectangular reflector set into the band.")
bo_white = "There are white roadside posts along the verge."
bo_cap = "The posts have a flat black cap on top instead of a slanted stripe."
bo_yel = "bollard reflectors are yellow"
bo_both = "Delineators stand on both sides of the road."
bo_right = "bollards only on the right-hand verge"

# --- Road lines -----------------------------------------------------------------------------
rl_prose = ("All of the road paint is white: a dashed line runs down the centre, and the edges are "
            "marked with long broken dashes rather than a continuous line, a very French habit on "
            "rural departmental roads.")
rl_edge = "dashed white edge lines"
rl_solid = "Edge lines: solid white, unbroken"
rl_noc = "no centre line on this narrow D road"
rl_noc_same = "Nothing is painted down the middle of the lane."
rl_dashc = "The narrow road has a dashed white line down its middle."
rl_yel = "Centre line: yellow"

# --- Route numbers / signs ------------------------------------------------------------------
rn_j = "D943 cartouche, yellow w/ black text"
rn_plain = "The route sign shows 'D943' in black on a yellow background, as French departmental roads do."
rn_red = "The road number on the marker is N943, white on red."
rn_prose = ("The kilometre stone at the verge is white with a yellow top band, and its number plate "
            "says D 943, so we are on a departmental road.")
ent_j = "entry sign: white, red border, black town name"
ent_plain = "The place-name sign at the village entrance is white with a red frame."
ent_blue = "The town entry sign is blue with white lettering."
exit_j = "end-of-town sign with red diagonal bar"
sp80 = "80 speed limit sign"
sp50 = "The round speed sign reads 50."
sp80b = "A circular red-rimmed sign limits speed to 80 km/h."

# --- Language / businesses --------------------------------------------------------------------
lang_bak = "shop sign reads 'Boulangerie – Pâtisserie'"
lang_bak_de = "The bakery's sign says 'Bäckerei'."
lang_bak_fr = "There's a boulangerie-pâtisserie sign over the shop on the corner."
pharm_j = "green neon cross → pharmacie"
pharm_md = "- **Businesses:** a flashing green cross marks a pharmacy on the main street"
tabac = "red diamond-shaped TABAC sign"
tabac_blue = "The tobacconist's sign is a blue rectangle."
street_vh = "The blue street-name plaque reads 'Rue Victor Hugo'."
street_jj = "street plaque: Avenue Jean Jaurès"
phone04 = "phone number on the van starts 04 → south-east"
phone02 = "The number painted on the van begins with 02, the north-west zone."
phone04b = "A plumber's van parked outside has a landline beginning with 04 written on its side."
bret_j = "bilingual FR/Breton place sign (Quimper / Kemper)"
bret_prose = ("The entry sign gives the town name twice, 'Quimper' in French and 'Kemper' underneath "
              "in Breton, so this is western Brittany.")
bret_basque = "The place-name sign is bilingual French and Basque."

# --- Architecture elsewhere -----------------------------------------------------------------
hauss = ("Six-storey cream limestone façades with wrought-iron balconies running along the second "
         "and fifth floors, all topped by grey zinc mansard roofs with little dormer windows: this "
         "is textbook Haussmann-era Paris.")
hauss_j = "zinc mansards + dormers"
hauss_slate = "Mansard roofs clad in slate."
hauss_all = "haussmannian blocks: limestone, iron balconies, zinc mansards → Paris"
bzh_j = "granite cottages, steep slate roofs → Bretagne"
bzh_plain = "The stone houses are built of grey granite and roofed in dark slate, typical of Brittany."
bzh_stone = "The cottages are built of stone."
als_prose = ("Across the square, the half-timbered houses are painted in pastel pink, yellow and blue, "
             "with very steep tiled roofs, which is very much the Alsace look.")
als_j = "colourful colombage, steep roofs → Alsace"
als_white = "half-timbered houses, all whitewashed, no colour"
pav_j = "new-build pavillons, beige render, orange hipped tile roofs"
pav_md = ("**Architecture:** a housing estate of detached single-storey houses with beige crépi "
          "walls and hipped roofs in orange mechanical tiles.")
nord_j = "red-brick terraced houses → Nord"
nord_hedged = "Hmm, I think those terraced houses are brick, maybe red brick? It feels like northern France."

# --- Vegetation -----------------------------------------------------------------------------
plat = ("The road is lined on both sides by tall plane trees with mottled, peeling bark, and beyond "
        "them rows of vineyards run over gentle hills.")
plat_j = "platanes lining the road"
plat_left = "A row of plane trees lines the left side of the road only."
vines = "vines in the fields"
sunfl = "Beyond the row of trees, the hills are covered in sunflowers rather than vines."
plat_all = "plane-tree avenue (both sides) + vineyards behind"
lav = "lavender rows in bloom"
lav_plain = "There are purple lavender fields in flower next to the road."
lav_wheat = "The field beside the road is ripe wheat, not lavender."

# --- Meta -----------------------------------------------------------------------------------
g4 = "gen 4"
g4_plain = "The image is crisp and sharp, typical of the newest Street View camera."
g3 = "Gen 3 coverage, slightly soft and washed-out."
rht = "RHT"
rht_plain = "Cars here keep to the right-hand side of the road."
lht_plain = "The vehicles in this panorama are keeping to the left."

# --- Filler / openers -----------------------------------------------------------------------
f_open = "Let's take a careful look around this scene before deciding."
f_sky = "The sky is overcast and the light is quite flat."
f_sum = "Taking all of this together, I'm fairly confident this is France."
f_eu = "This looks like a typical western European village."

PAIRS = [
    # Provence
    ("same", "prose", prov_all, prov),
    ("partial", "prose", prov, prov_roof),
    ("same", "prose", prov_roof, prov),
    ("contradicts", "prose", prov, prov_slate),
    ("contradicts", "jargon", prov_slate, prov_roof),
    ("partial", "prose", prov, prov_shut),
    ("same", "prose", prov_shut, prov),
    ("partial", "plain", "Shutters on every single house in the street.", prov_few),
    ("same", "plain", prov_few, "every house on the street has wooden shutters"),
    ("unrelated", "prose", prov, bo_j),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("same", "prose", pl_prose, pl_j),
    ("partial", "prose", pl_prose, pl_eu),
    ("same", "jargon", pl_eu, pl_j),
    ("contradicts", "plain", pl_j, pl_oneband),
    ("contradicts", "plain", pl_rear_yel, pl_rear_white),
    ("partial", "plain", pl_rear_yel, "front plate is white"),
    ("contradicts", "plain", pl_13, pl_29),
    ("same", "prose", pl_13, pl_13b),
    ("partial", "prose", pl_13b, pl_eu),
    ("unrelated", "plain", phone02, pl_29),
    # Bollards
    ("same", "markdown", bo_j, bo_md),
    ("same", "markdown", bo_md, bo_j),
    ("partial", "plain", bo_j, bo_white),
    ("same", "plain", bo_white, bo_md),
    ("contradicts", "plain", bo_cap, bo_j),
    ("contradicts", "markdown", bo_md, bo_yel),
    ("partial", "plain", bo_both, "There are bollards on the right-hand verge."),
    ("contradicts", "plain", bo_both, bo_right),
    ("unrelated", "markdown", bo_md, "white van with a black roof rack parked by the post office"),
    # Road lines
    ("same", "prose", rl_edge, rl_prose),
    ("partial", "prose", rl_prose, rl_edge),
    ("contradicts", "prose", rl_prose, rl_solid),
    ("contradicts", "plain", rl_dashc, rl_noc),
    ("same", "plain", rl_noc, rl_noc_same),
    ("contradicts", "prose", rl_prose, rl_yel),
    ("unrelated", "plain", sp80, rl_noc_same),
    # Route numbers / signs
    ("same", "plain", rn_j, rn_plain),
    ("contradicts", "plain", rn_red, rn_plain),
    ("same", "prose", "D943", rn_prose),
    ("partial", "prose", rn_prose, "a kilometre marker stone at the roadside"),
    ("partial", "plain", ent_j, ent_plain),
    ("contradicts", "plain", ent_j, ent_blue),
    ("unrelated", "plain", exit_j, ent_plain),
    ("contradicts", "plain", sp50, sp80),
    # Language / businesses
    ("contradicts", "plain", lang_bak, lang_bak_de),
    ("same", "markdown", pharm_j, pharm_md),
    ("unrelated", "markdown", tabac, pharm_md),
    ("contradicts", "plain", tabac_blue, tabac),
    ("contradicts", "plain", street_vh, street_jj),
    ("partial", "plain", street_vh, "There's a blue street-name plaque on the wall."),
    ("contradicts", "plain", phone02, phone04),
    ("same", "plain", phone04, phone04b),
    ("same", "prose", bret_j, bret_prose),
    ("contradicts", "prose", bret_prose, bret_basque),
    ("unrelated", "prose", bret_prose, bzh_j),
    # Architecture
    ("partial", "prose", hauss, hauss_j),
    ("same", "prose", hauss_j, hauss),
    ("contradicts", "prose", hauss_slate, hauss),
    ("same", "prose", hauss_all, hauss),
    ("same", "plain", bzh_j, bzh_plain),
    ("partial", "plain", bzh_plain, bzh_stone),
    ("contradicts", "plain", bzh_j, "The cottages have red tile roofs, not slate."),
    ("same", "prose", als_j, als_prose),
    ("contradicts", "prose", als_white, als_prose),
    ("partial", "prose", als_prose, "half-timbered houses"),
    ("same", "markdown", pav_j, pav_md),
    ("partial", "markdown", pav_md, "orange tiled roofs"),
    ("contradicts", "markdown", pav_md, "flat concrete roofs on the estate houses"),
    ("unrelated", "markdown", bo_white, pav_md),
    ("same", "hedged", nord_j, nord_hedged),
    ("unrelated", "hedged", nord_hedged, f_eu),
    # Vegetation
    ("partial", "prose", plat, plat_j),
    ("same", "prose", plat_j, plat),
    ("contradicts", "prose", plat_left, plat),
    ("partial", "prose", plat, vines),
    ("contradicts", "prose", plat, sunfl),
    ("same", "prose", plat_all, plat),
    ("same", "plain", lav, lav_plain),
    ("contradicts", "plain", lav_wheat, lav_plain),
    ("unrelated", "prose", f_sky, plat),
    # Meta
    ("same", "plain", g4, g4_plain),
    ("contradicts", "plain", g4_plain, g3),
    ("same", "plain", rht, rht_plain),
    ("contradicts", "plain", lht_plain, rht_plain),
    ("unrelated", "plain", rht_plain, g4_plain),
    # Filler and same-country-other-evidence
    ("unrelated", "plain", bo_j, f_open),
    ("unrelated", "prose", pl_prose, f_sum),
    ("unrelated", "plain", rht, f_sky),
    ("unrelated", "plain", f_eu, prov_roof),
    ("unrelated", "plain", pl_eu, lang_bak_fr),
    ("unrelated", "prose", rl_prose, bo_md),
    ("unrelated", "plain", g4, "French-language shop signs"),
    ("unrelated", "hedged", "I could be wrong, but this really feels like France to me.", pharm_j),
    ("unrelated", "prose", "The Paris metro sign is not visible anywhere.", hauss),
    ("unrelated", "plain", lav_plain, plat_j),
    ("unrelated", "plain", ent_j, sp50),
    ("unrelated", "plain", pl_13, prov_roof),
    ("unrelated", "prose", pl_j, als_prose),
    # table / numbered styles
    ("same", "table", "Plates: white front and rear, EU band on the left, department band on the right", pl_j),
    ("partial", "table", "Plates | white, EU band left, département number on a right-hand band", "Plates | white"),
    ("contradicts", "numbered", "3. Road markings — dashed white centre line, broken white edge lines", "3. Road markings — solid yellow centre line, broken white edge lines"),
    ("same", "numbered", "4. Bollards: white with a black slanted stripe and a red reflector → France", bo_j),
    ("unrelated", "numbered", "1. Driving side: right", "2. Vegetation: plane trees along the road"),
]

# --- extra: long a / complete expert note b (same), short precise a / long vague b (partial) ---
PAIRS += [
    ("same", "prose", prov, "Provence: shallow terracotta canal-tile roofs, pale ochre render, painted wooden shutters on nearly all windows"),
    ("same", "prose", hauss, "6-storey cream limestone, wrought-iron balconies on 2nd + 5th floors, grey zinc mansards w/ dormers → Haussmann Paris"),
    ("same", "prose", plat, "plane trees w/ peeling bark on both sides; vineyards on gentle hills behind"),
    ("same", "prose", rl_prose, "all-white paint: dashed centre, long broken edge dashes (FR rural D-road habit)"),
    ("partial", "prose", "black-band white bollards with a red reflector",
     "I can see some kind of roadside post standing in the grass on the right, though it is too far away to make out its colours or markings."),
    ("partial", "prose", "slate roofs",
     "The roofs of the houses in this village are quite steep and look fairly old, and some of them have small dormer windows poking out."),
]

# --- extra 2: word overlap without shared evidence, VLM openers ---
PAIRS += [
    ("unrelated", "plain", "white posts with a black band → French bollards",
     "The white van parked by the gate post has a black band of tape across its rear doors."),
    ("unrelated", "prose", "D943 cartouche, yellow w/ black text",
     "A yellow La Poste van with black lettering is parked outside the mairie."),
    ("same", "hedged", "Looking at the image, I notice the number plates seem to carry a blue band at both ends, which would make them French.",
     "EU band left + regional band right on the plates"),
]

# --- extra 3: paragraph-length VLM statement ---
para = "Let me start with the road itself. The asphalt is edged with long dashed white lines and there's a white bollard with a slanted black band and a red reflector on the verge, both very French features. In the distance a village sits under low orange tile roofs, and the speed sign at its entrance shows 50."
PAIRS += [
    ("same", "prose", para, "dashed white edges; FR bollard (black diagonal band, red reflector); low orange tile roofs on the village; 50 at the village entry"),
    ("partial", "prose", para, "FR bollard on the verge"),
    ("contradicts", "prose", "The speed sign at the village entrance shows 70.", para),
]

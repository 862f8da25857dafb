# Finland (train). Hand-written pairs: (label, style, a, b).

# --- Red wooden farmhouse: walls, trim, roof -----------------------------------------------------
farm = ("Off to the right sits a farmhouse clad in dark red wooden boards with white-painted corner "
        "trim and window frames, under a steep roof of black profiled sheet metal; it is the classic "
        "Nordic countryside look and fits Finland well.")
farm_red = "red wooden house, white trim"
farm_roof = "black sheet-metal roof (tile-profile steel)"
farm_all = "falu-red timber house w/ white corners + black metal roof"
farm_yel = "The farmhouse is painted a pale yellow with white trim."
farm_tile = "The farmhouse roof is covered in orange clay tiles."
farm_tmb = "There's a wooden house beside the road."
farm_some = "some of the houses in the village are red wooden ones"
farm_allv = ("Every single house in this village is a red-painted timber house; there is not one "
             "brick or rendered building in view.")

# --- Plates ---------------------------------------------------------------------------------------
pl_j = "short white EU plates, ABC-123"
pl_prose = ("The plates on the parked cars are noticeably shorter than the usual European size; they "
            "are white with the blue EU strip on the left and a three-letters-dash-three-digits "
            "pattern.")
pl_long = "The car plates are the full-length European size, nothing unusual about their width."
pl_white = "white number plates"
pl_aland = "Åland plate: small, all white, blue characters, no EU band"
pl_aland_b = "The plate on the van is small and white with blue lettering and no blue EU strip."
pl_aland_blk = "The van's small white plate has black characters."

# --- Road lines -----------------------------------------------------------------------------------
rl_prose = ("The road has a yellow dashed line in the middle and a continuous white line along "
            "each edge; Finland is the only Nordic country where you still find yellow centre lines, "
            "and its edge lines are never dashed.")
rl_yel = "yellow dashed centre line"
rl_edge = "solid white edge lines on both sides"
rl_edge_dash = "the edge lines are broken into short dashes"
rl_white_c = "centre line white, dashed"
rl_all = "FIN lines: yellow dashed middle, solid white edges"
rl_left_only = "There is a solid white edge line on the left side only."
rl_noedge = "No edge lines at all on this road."

# --- Bollards / snow poles -------------------------------------------------------------------------
bo_j = "FIN bollard: black/white, diagonal black band, white rectangular reflector front"
bo_md = ("**Bollards:** tall white posts whose top part is black, cut off by a diagonal line, with a "
         "white rectangular reflector on the front face.")
bo_back = "Back of the bollard: two small round reflector dots."
bo_front_only = "bollard front: single white rectangle reflector"
bo_red = "The reflectors on the posts are red."
bo_exists = "roadside bollards present"
sn_j = "orange snow poles, one thin white band near the top"
sn_plain = ("Along the road there are orange snow poles, each with a single narrow white stripe close "
            "to its tip.")
sn_wide = "The snow poles have a wide white band low down on the pole."
sn_two = "snow poles with two white bands each"
sn_poles = "There are snow poles along the verge."

# --- Language / signs -------------------------------------------------------------------------------
lang_prose = ("The street sign reads 'Koivukuja' and a shop across the road says 'Kukkakauppa', both "
              "long words full of doubled vowels and double consonants, so the language here is "
              "Finnish.")
lang_j = "Finnish on signs (double vowels, -kuja)"
lang_est = "The text on the signs is Estonian; I can see the letter õ."
lang_sv = "The street sign is bilingual: 'Mannerheimintie' above 'Mannerheimvägen'."
lang_sv_j = "bilingual FI/SV street sign"
lang_fi_only = "The street name sign is in Finnish only, with no Swedish line."
street_tie = "street name ends in -tie"
street_katu = "The street name on the sign ends in 'katu'."
warn_j = "warning triangle w/ yellow fill + red border"
warn_plain = "The triangular warning sign has a yellow background inside its red border."
warn_white = "Warning triangle is white inside the red border."
sp_j = "speed limit sign with yellow fill, 60"
sp_80 = "The speed limit sign shows 80 on a yellow background."
sp_60 = "A yellow-backed speed sign says 60."
dir_blue = "blue direction sign with white text, road number 9"
dir_green = "The direction sign is green with white text."

# --- Brands / misc ----------------------------------------------------------------------------------
km = "K-Market sign"
km_plain = "There's a K-Market grocery on the corner."
sm_plain = "The grocery store on the corner is an S-Market."
neste = "Neste petrol station"
mail_j = "cluster of mailboxes on a rack at the end of a driveway"
mail_plain = ("At the junction there is a row of four metal mailboxes mounted together on a wooden "
              "stand.")
bales = "white plastic-wrapped hay bales in the field"
bales_black = "The silage bales in the field are wrapped in black plastic."

# --- Landscape --------------------------------------------------------------------------------------
land = ("The road winds through dense forest of spruce, pine and white-barked birch, with a glimpse "
        "of a lake between the trees and grey granite outcrops by the verge.")
land_birch = "birch + spruce forest"
land_lake = "a lake is visible through the trees"
land_all = "conifer/birch forest, lake, granite outcrops"
land_palm = "The roadside vegetation is palm trees."
land_flat = "Flat open farmland, no forest anywhere."

# --- Meta ---------------------------------------------------------------------------------------------
g3 = "gen 3"
g3_plain = "The panorama is a little soft, consistent with the third-generation camera."
g4 = "The image is very sharp and clearly Gen 4."
rht = "drives R"
rht_plain = "The oncoming cars pass on our left, so traffic here drives on the right."
snow = "snow on the ground, winter coverage"
snow_summer = "It's summer coverage: green grass, leaves on the trees, no snow."

# --- Filler -----------------------------------------------------------------------------------------
f1 = "Okay, let me go through what I can see in this image."
f2 = "It's a quiet road with very little traffic."
f3 = "Overall, everything here points to northern Europe."
f4 = "I'm not completely sure, but let's keep going."

PAIRS = [
    # Farmhouse / architecture
    ("partial", "prose", farm, farm_red),
    ("same", "prose", farm_red, farm),
    ("same", "prose", farm_all, farm),
    ("partial", "prose", farm, farm_roof),
    ("same", "prose", farm_roof, farm),
    ("contradicts", "prose", farm, farm_yel),
    ("contradicts", "prose", farm_tile, farm),
    ("contradicts", "jargon", farm_all, farm_tile),
    ("partial", "prose", farm, farm_tmb),
    ("partial", "prose", farm_allv, farm_some),
    ("same", "prose", farm_some, farm_allv),
    ("unrelated", "prose", farm, rl_yel),
    ("unrelated", "prose", f2, farm),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_white),
    ("contradicts", "prose", pl_long, pl_prose),
    ("same", "plain", pl_white, pl_prose),
    ("same", "plain", pl_aland, pl_aland_b),
    ("contradicts", "plain", pl_aland_b, pl_aland_blk),
    ("contradicts", "prose", "The parked cars' plates have no EU strip at all; they are small and white with blue characters, like Åland plates.", pl_prose),
    ("unrelated", "plain", pl_white, km),
    # Road lines
    ("partial", "prose", rl_prose, rl_yel),
    ("same", "prose", rl_yel, rl_prose),
    ("same", "prose", rl_all, rl_prose),
    ("partial", "prose", rl_prose, rl_edge),
    ("contradicts", "prose", rl_prose, rl_edge_dash),
    ("contradicts", "jargon", rl_white_c, rl_yel),
    ("contradicts", "plain", rl_all, rl_left_only),
    ("partial", "plain", rl_edge, "A solid white line runs along the left edge of the road."),
    ("contradicts", "plain", rl_noedge, rl_edge),
    ("unrelated", "prose", bo_j, rl_prose),
    # Bollards
    ("same", "markdown", bo_j, bo_md),
    ("same", "markdown", bo_md, bo_j),
    ("partial", "markdown", bo_md, bo_exists),
    ("same", "plain", bo_exists, bo_md),
    ("contradicts", "markdown", bo_md, bo_red),
    ("unrelated", "plain", bo_front_only, bo_back),
    ("partial", "markdown", "bollard: white rectangle reflector on the front, two dots on the back", bo_back),
    # Snow poles
    ("same", "plain", sn_j, sn_plain),
    ("contradicts", "plain", sn_wide, sn_plain),
    ("contradicts", "plain", sn_j, sn_two),
    ("partial", "plain", sn_plain, sn_poles),
    ("unrelated", "plain", bo_exists, sn_poles),
    # Language / signs
    ("same", "prose", lang_j, lang_prose),
    ("contradicts", "prose", lang_est, lang_prose),
    ("partial", "prose", lang_prose, "Finnish text on the signs."),
    ("same", "plain", lang_sv_j, lang_sv),
    ("contradicts", "plain", lang_sv, lang_fi_only),
    ("contradicts", "plain", street_katu, street_tie),
    ("unrelated", "plain", street_katu, pl_white),
    ("same", "plain", warn_j, warn_plain),
    ("contradicts", "plain", warn_plain, warn_white),
    ("contradicts", "plain", sp_80, sp_j),
    ("partial", "plain", sp_j, "a speed limit sign with a yellow background"),
    ("contradicts", "plain", dir_blue, dir_green),
    ("unrelated", "plain", warn_plain, dir_blue),
    # Brands / misc
    ("contradicts", "plain", sm_plain, km_plain),
    ("unrelated", "plain", km_plain, neste),
    ("unrelated", "plain", farm_tmb, mail_plain),
    ("contradicts", "plain", bales, bales_black),
    ("partial", "plain", bales, "hay bales in the field"),
    # Landscape
    ("partial", "prose", land, land_birch),
    ("same", "prose", land_birch, land),
    ("same", "prose", land_all, land),
    ("partial", "prose", land, land_lake),
    ("contradicts", "prose", land_palm, land),
    ("contradicts", "prose", land_all, land_flat),
    ("unrelated", "prose", land, farm_red),
    # Meta
    ("same", "plain", g3, g3_plain),
    ("contradicts", "plain", g4, g3_plain),
    ("same", "plain", rht, rht_plain),
    ("contradicts", "plain", snow, snow_summer),
    ("unrelated", "plain", g3, rht_plain),
    # Filler / same-country-other-evidence
    ("unrelated", "plain", f1, lang_j),
    ("unrelated", "plain", rl_yel, f3),
    ("unrelated", "hedged", f4, sn_j),
    ("unrelated", "plain", pl_j, lang_j),
    ("unrelated", "prose", lang_prose, f3),
    ("unrelated", "plain", farm_roof, g4),
    ("unrelated", "plain", bales, land_lake),
    ("unrelated", "markdown", sn_plain, bo_md),
    ("unrelated", "plain", snow, rht),
    ("unrelated", "plain", lang_sv_j, warn_j),
    # hedged / table / numbered variants
    ("same", "hedged", rl_yel, "I might be misreading the paint, but the centre line looks yellow and dashed to me."),
    ("same", "hedged", "Hmm, there seem to be some orange snow poles with a thin white stripe at the top... that's a Finland tell, I think.", sn_j),
    ("partial", "table", "Road lines: yellow dashed centre, solid white edges", "Road lines: yellow centre line"),
    ("contradicts", "table", "Plates: yellow, long format", "Plates: short white EU plates"),
    ("same", "numbered", "2. Language — Finnish (lots of double vowels, ä and ö)", lang_j),
    ("contradicts", "numbered", "5. Roof: black metal sheet", "5. Roof: red metal sheet"),
    ("unrelated", "numbered", "1. Driving side — right", "6. Vegetation — birch trees"),
    ("same", "markdown", "- **Signs:** warning triangles with yellow fill", warn_j),
    ("partial", "prose", ("The bus stop sign is a yellow panel with a bus symbol, and next to it stands a "
                           "white K-Market delivery van."), "yellow bus stop sign"),
    ("partial", "plain", lang_sv, "Swedish text on the street sign"),
    ("partial", "prose", land_all, "grey granite outcrops by the road"),
    ("partial", "plain", mail_plain, "mailboxes at the junction"),
    ("contradicts", "hedged", "yellow bus stop sign", "Maybe I'm wrong but the bus stop sign looks blue, not yellow?"),
]

# --- extra ---
PAIRS += [
    ("same", "prose", farm, "dark red board cladding, white corner trim + window frames, steep black profiled-metal roof → FI countryside"),
    ("same", "prose", rl_prose, "yellow dashed centre, solid white edges both sides (FI = only Nordic w/ yellow centre; edges never dashed)"),
    ("same", "prose", land, "spruce/pine/birch forest, lake glimpse between the trees, grey granite outcrops at the verge"),
    ("same", "prose", pl_prose, pl_j),
    ("partial", "prose", "yellow centre line",
     "There is a painted line down the middle of the road, although the paint is very worn and the low sun makes its colour hard to judge."),
    ("partial", "prose", "Swedish-speaking area: bilingual street signs",
     "The street sign at the corner has two lines of text on it; I can read the top one, 'Rantatie', but the bottom line is blurred."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "yellow dashed centre line",
     "The yellow house has a dashed white line painted along the edge of its driveway."),
    ("unrelated", "prose", "orange snow poles, one thin white band near the top",
     "An orange K-Market delivery truck with a thin white stripe along its side is parked near the top of the hill."),
    ("contradicts", "hedged", "Looking at the image, I notice the edge lines are broken into dashes, which makes me lean towards Sweden.",
     rl_edge),
]

# --- extra 3: paragraph-length VLM statement ---
para = "First, the traffic drives on the right and the road has a yellow dashed centre line. Second, the houses I can see are red wooden ones with white trim, scattered among birch trees. Finally, a blue sign points to 'Jyväskylä 34', which settles it: central Finland."
PAIRS += [
    ("same", "prose", para, "RHT, yellow dashed centre, red timber houses w/ white trim among birches, blue sign 'Jyväskylä 34' → central FI"),
    ("partial", "prose", para, "sign to Jyväskylä"),
    ("contradicts", "prose", "The blue sign gives the distance to Jyväskylä as 43 km.", para),
]

# Turkey (train). Hand-written pairs: (label, style, a, b).

# --- Apartment blocks: red hipped roofs + solar heaters + minaret ------------------------------------
apt = ("The neighbourhood is made of five- and six-storey concrete apartment blocks with balconies, "
       "topped by hipped red tile roofs crowded with solar water heaters and their white tanks, and "
       "a slender pencil minaret rises behind them — a very Turkish skyline.")
apt_roof = "hipped red tile roofs on the apartment blocks"
apt_solar = "rooftop solar water heaters w/ tanks"
apt_min = "pencil-thin minaret"
apt_all = "mid-rise apt blocks, red hipped roofs, solar heaters, pencil minaret"
apt_flat = "The apartment blocks have flat concrete roofs with no tiles."
apt_dome = "The mosque behind the blocks has no minaret, just a low dome."
apt_nosolar = "There are no solar heaters on any of the roofs."
apt_some = "A few roofs have solar water heaters."
apt_allsol = "Every single roof in view carries a solar water heater."
se = ("In this south-eastern town the houses are flat-roofed, built of pale stone or concrete, with "
      "rebar sticking out of the top for a future floor.")
se_j = "flat roofs + protruding rebar"
bsea = ("On the Black Sea slope the houses are scattered among tea bushes, each with a steep roof of "
        "grey corrugated metal.")
bsea_tea = "tea plantations on the slopes"
bsea_hazel = "The bushes on the slope are hazelnut orchards, not tea."
capp = "fairy chimneys → Cappadocia"
capp_b = "Cone-shaped rock formations with doors cut into them surround the village."

# --- Plates ---------------------------------------------------------------------------------------------
pl_j = "white plate, blue TR strip left, 34 prefix"
pl_prose = ("The car in front has a long white plate with a blue strip on the left showing 'TR' but no "
            "circle of EU stars, and the registration begins with 34, the Istanbul province code.")
pl_tr = "blue TR band on the plate"
pl_stars = "The blue band on the plate has the circle of EU stars."
pl_06 = "The plate starts with 06, so the car is from Ankara."
pl_34 = "plate code 34 → İstanbul"
pl_white = "long white plates"
pl_yel = "The plates are yellow."

# --- Bollards / chevrons / road --------------------------------------------------------------------------
bo_j = "TR bollard: flat white rectangle, red reflector"
bo_prose = ("The bollards are plain white, rectangular and very thin when seen from the side, each "
            "with a single red reflector on its face.")
bo_black = "The bollards have a black top section."
bo_white = "plain white bollards"
bo_orange = "The reflector on the bollard is orange."
chev_j = "red-on-white chevrons, arrow tip not touching the edge"
chev_plain = ("The curve is marked with white chevron boards bearing red arrows whose points stop short "
              "of the board's edge.")
chev_by = "The curve chevrons are black arrows on a yellow board."
chev_neon = "neon-yellow border around the chevron"
chev_inter = "black-and-yellow chevron with several upward arrows at the junction"
rl_prose = ("The road is a wide divided highway with white lines and the rough, salt-and-pepper "
            "asphalt you see so much in Turkey.")
rl_div = "divided highway (dual carriageway)"
rl_sp = "grainy salt-and-pepper asphalt"
rl_smooth = "The asphalt is smooth and uniformly black."
rl_single = "It's a single two-lane road with no median."
rl_yel = "yellow lines on the road"
rl_white = "The road lines here are white."

# --- Language / signs / businesses -----------------------------------------------------------------------
lang_prose = ("The street sign reads 'Atatürk Cad.' and the pharmacy across the road is labelled "
              "'Eczane'; the dotless ı and the ü/ş letters make this Turkish.")
lang_j = "Turkish (ı, ş, ü) on signs"
lang_ecz = "pharmacy = 'Eczane'"
lang_apt = "The pharmacy sign says 'Apteka'."
lang_street = "The street sign reads 'İnönü Cad.'."
lang_street_a = "street sign: Atatürk Cad."
lang_az = "The text is Azerbaijani; I can see the letter ə."
bim = "BİM store"
bim_b = "There's a BİM discount market with its red-and-blue sign on the ground floor."
a101 = "The discount market on the ground floor is an A101."
opet = "Opet fuel station"
opet_po = "The fuel station is a Petrol Ofisi."
dolmus = "dolmuş minibus"
dolmus_b = "A shared dolmuş minibus is stopped at the kerb with its route card in the windscreen."
taxi = "yellow taxi"
taxi_b = "The taxi is bright yellow, as in Istanbul."
taxi_w = "The taxi is white with a checkered stripe."
flag = "big Turkish flag on the hillside"
dir_j = "blue town direction sign, distinct TR font"
dir_green = "green motorway sign (otoyol)"

# --- Landscape / meta --------------------------------------------------------------------------------------
land = ("The view opens onto the dry, rolling Anatolian steppe: yellow grass, harvested wheat fields "
        "and bare hills, with a line of poplars along a stream.")
land_steppe = "dry steppe"
land_pop = "poplars along the stream"
land_all = "Anatolian steppe, stubble fields, poplars"
land_green = "The landscape is lush and green, with dense forest."
land_olive = "The trees along the stream are olives, not poplars."
g4 = "gen 4"
g4_b = "The imagery is sharp and modern, Gen 4."
g3 = "This is blurry Gen 3 coverage."
rht = "RHT"
rht_b = "Traffic stays on the right-hand side of the dual carriageway."
lht_b = "Vehicles are on the left."
f1 = "The landscape reminds me of the Mediterranean or the Middle East."
f2 = "It's a clear, dry day."
f3 = "My final guess is Turkey, central Anatolia."
f4 = "Let me look at the details more carefully."

PAIRS = [
    # Apartments
    ("partial", "prose", apt, apt_roof),
    ("same", "prose", apt_roof, apt),
    ("partial", "prose", apt, apt_solar),
    ("same", "prose", apt_solar, apt),
    ("partial", "prose", apt, apt_min),
    ("same", "prose", apt_all, apt),
    ("contradicts", "prose", apt, apt_flat),
    ("contradicts", "prose", apt_dome, apt),
    ("contradicts", "prose", apt, apt_nosolar),
    ("contradicts", "jargon", apt_flat, apt_all),
    ("partial", "plain", apt_allsol, apt_some),
    ("same", "plain", apt_some, apt_allsol),
    ("same", "prose", se_j, se),
    ("contradicts", "prose", se, "The south-eastern houses have red tile roofs."),
    ("partial", "prose", se, "flat-roofed houses"),
    ("partial", "prose", bsea, bsea_tea),
    ("contradicts", "prose", bsea_hazel, bsea),
    ("same", "plain", capp, capp_b),
    ("unrelated", "prose", apt, pl_j),
    ("unrelated", "prose", apt_solar, bsea),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_tr),
    ("same", "prose", pl_tr, pl_prose),
    ("contradicts", "prose", pl_prose, pl_stars),
    ("contradicts", "prose", pl_06, pl_prose),
    ("contradicts", "plain", pl_34, pl_06),
    ("contradicts", "plain", pl_yel, pl_white),
    ("same", "prose", pl_34, pl_prose),
    ("unrelated", "plain", pl_34, taxi_b),
    # Bollards / chevrons / road
    ("same", "prose", bo_j, bo_prose),
    ("partial", "prose", bo_prose, bo_white),
    ("same", "prose", bo_white, bo_prose),
    ("contradicts", "prose", bo_prose, bo_black),
    ("contradicts", "plain", bo_orange, bo_j),
    ("same", "plain", chev_j, chev_plain),
    ("contradicts", "plain", chev_plain, chev_by),
    ("unrelated", "plain", chev_inter, chev_neon),
    ("partial", "plain", "red-on-white chevron with a neon yellow border", chev_neon),
    ("partial", "prose", rl_prose, rl_div),
    ("same", "prose", rl_sp, rl_prose),
    ("contradicts", "prose", rl_smooth, rl_prose),
    ("contradicts", "prose", rl_prose, rl_single),
    ("contradicts", "plain", rl_yel, rl_white),
    ("unrelated", "prose", rl_prose, bo_j),
    # Language / businesses
    ("same", "prose", lang_j, lang_prose),
    ("partial", "prose", lang_prose, lang_ecz),
    ("same", "prose", lang_ecz, lang_prose),
    ("contradicts", "prose", lang_prose, lang_apt),
    ("contradicts", "prose", lang_street, lang_street_a),
    ("contradicts", "prose", lang_prose, lang_az),
    ("contradicts", "plain", a101, bim_b),
    ("contradicts", "plain", opet, opet_po),
    ("unrelated", "plain", bim, opet),
    ("partial", "plain", dolmus_b, "a minibus at the kerb"),
    ("contradicts", "plain", taxi_w, taxi_b),
    ("unrelated", "plain", flag, lang_j),
    ("contradicts", "plain", dir_j, "The town direction sign is green."),
    ("unrelated", "plain", dir_green, dir_j),
    # Landscape
    ("partial", "prose", land, land_steppe),
    ("same", "prose", land_steppe, land),
    ("partial", "prose", land, land_pop),
    ("same", "prose", land_all, land),
    ("contradicts", "prose", land_green, land),
    ("contradicts", "prose", land, land_olive),
    ("unrelated", "prose", land, capp),
    # Meta
    ("same", "plain", g4, g4_b),
    ("contradicts", "plain", g3, g4_b),
    ("same", "plain", rht, rht_b),
    ("contradicts", "plain", rht_b, lht_b),
    ("unrelated", "plain", rl_sp, rht_b),
    # Filler
    ("unrelated", "plain", f1, land_steppe),
    ("unrelated", "plain", apt_roof, f2),
    ("unrelated", "prose", lang_prose, f3),
    ("unrelated", "plain", chev_j, f4),
    ("unrelated", "plain", lang_j, pl_white),
    ("unrelated", "prose", flag, apt),
    ("unrelated", "plain", taxi, dolmus),
    # Styles
    ("same", "hedged", apt_solar, "If I'm not mistaken, every other roof has one of those solar water heaters with a tank."),
    ("same", "hedged", "Hmm, the plates look like they have a blue strip with just 'TR', no stars?", pl_tr),
    ("partial", "markdown", "**Bollards:** thin white rectangles, red reflector", "**Bollards:** white"),
    ("contradicts", "markdown", "**Chevrons:** white on blue", "**Chevrons:** red on white"),
    ("same", "markdown", "**Language:** Turkish — 'Cad.', 'Sok.', 'Eczane'", lang_j),
    ("partial", "table", "Plate: white, TR strip, province code 35 (İzmir)", "Plate: white, TR strip"),
    ("contradicts", "table", "Plate: white, TR strip, province code 35 (İzmir)", "Plate: white, TR strip, province code 07 (Antalya)"),
    ("same", "numbered", "1. Driving side: right (RHT)", rht_b),
    ("unrelated", "numbered", "4. Roofs: red tiles", "3. Bollards: white, thin"),
    ("partial", "numbered", "5. Roofs — red tiles, hipped, with solar heaters", "5. Roofs — red tiles"),
    ("partial", "prose", ("A Turkcell shop and a Ziraat Bankası branch share the ground floor, and a simit "
                           "seller's red cart stands on the pavement."), "Ziraat Bankası branch"),
    ("contradicts", "prose", ("A Turkcell shop and a Ziraat Bankası branch share the ground floor, and a simit "
                               "seller's red cart stands on the pavement."), "The phone shop next to the bank is a Vodafone store."),
    ("unrelated", "plain", "simit seller's cart", opet),
    ("partial", "prose", capp_b, "rock formations around the village"),
    ("partial", "prose", lang_prose, lang_street_a),
    ("partial", "plain", taxi_b, "a taxi"),
    ("same", "plain", rl_div, rl_prose),
    ("unrelated", "prose", pl_34, se),
    ("unrelated", "plain", capp, rl_sp),
    ("unrelated", "hedged", bo_j, "Could be Greece or Turkey, the roofs alone don't settle it."),
    ("unrelated", "plain", bim, chev_inter),
    ("unrelated", "prose", rht, land),
    ("unrelated", "plain", lang_ecz, g4),
]

# --- extra ---
PAIRS += [
    ("same", "prose", apt, "5–6-storey concrete apt blocks w/ balconies, hipped red tile roofs full of solar heaters + white tanks, pencil minaret behind → TR"),
    ("same", "prose", land, "dry rolling Anatolian steppe: yellow grass, harvested wheat, bare hills, poplars along a stream"),
    ("same", "prose", pl_prose, "long white plate, blue TR strip w/o EU stars, starts 34 → İstanbul"),
    ("same", "prose", bo_prose, bo_j),
    ("partial", "prose", "bollard with a red reflector",
     "A few thin white roadside posts stand along the shoulder; their reflectors are too small in the image to tell the colour."),
    ("partial", "prose", "Eczane sign",
     "There's a pharmacy on the ground floor of the block, recognisable by its illuminated sign, but the text is washed out by the sun."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "TR bollard: flat white rectangle, red reflector",
     "A flat white rectangular sign with a red border warns of roadworks."),
    ("unrelated", "prose", "rooftop solar water heaters w/ tanks",
     "Water tanks on a truck are being filled at the fountain beside the mosque."),
    ("same", "hedged", "Looking at the image, I notice the chevrons are red arrows on white boards, and the arrows don't quite reach the edges.", chev_j),
]

# --- extra 3: paragraph-length VLM statement ---
para = "The first thing I notice is the dotless ı in the shop name 'Çınar Market' and the red-and-white chevrons on the curve. The apartment blocks have red hipped roofs with solar water heaters, and a dolmuş is waiting at the stop. This is almost certainly Turkey, probably a town in the Aegean region."
PAIRS += [
    ("same", "prose", para, "'Çınar Market' (dotless ı), red/white chevrons, red hipped roofs w/ solar heaters, dolmuş at the stop"),
    ("partial", "prose", para, "solar heaters on the roofs"),
    ("contradicts", "prose", "The curve chevrons are yellow and black.", para),
]

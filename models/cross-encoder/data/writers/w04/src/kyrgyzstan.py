# Kyrgyzstan (dev). Hand-written pairs: (label, style, a, b).

# --- Village houses: slate roofs + blue frames + yellow gas pipe ----------------------------------------
vil = ("The village houses are single-storey and whitewashed, with low-pitched roofs of grey "
       "corrugated asbestos-cement sheets and window frames painted bright blue, and a yellow gas pipe "
       "runs along the street at head height, bending up over each driveway.")
vil_roof = "grey corrugated asbestos (shifer) roofs"
vil_blue = "blue-painted window frames"
vil_gas = "yellow gas pipes along the street"
vil_all = "whitewashed 1-storey houses, grey shifer roofs, blue window frames, yellow gas pipe"
vil_tile = "The village houses have red clay tile roofs."
vil_green = "The window frames are painted green."
vil_buried = "There are no gas pipes above ground."
vil_redpipe = "The gas pipe along the street is painted red."
vil_allb = "Every house on the street has blue window frames."
vil_someb = "a few houses have blue window frames"
vil_gate = "ornate painted metal gates in front of the houses"
vil_gate_b = ("Each yard is closed by a tall metal gate painted in blue and white with a decorative "
              "pattern along the top.")
vil_gate_wood = "The yards are closed by plain wooden gates."
mud = "adobe / mud-brick walls around the yards"
mud_b = "The yard walls are made of sun-dried mud bricks."
mud_conc = "The yard walls are poured concrete."

# --- Soviet blocks / mosque / yurt ---------------------------------------------------------------------
sov = ("In town the streets are lined with grey five-storey Soviet panel blocks with glassed-in "
       "balconies, and a small mosque with a turquoise dome stands at the corner.")
sov_blk = "5-storey Soviet panel blocks (khrushchyovka)"
sov_mosq = "mosque w/ turquoise dome"
sov_gold = "The dome at the corner is gold and onion-shaped, an Orthodox church."
sov_tall = "The blocks are sixteen-storey towers."
sov_bal = "glassed-in balconies on the apartment blocks"
yurt = ("Up on the summer pasture a couple of white felt yurts stand beside the road, with horses "
        "tied up and a cloud of sheep further up the slope.")
yurt_j = "yurts on the jailoo"
yurt_horse = "horses tethered by the yurts"
yurt_tent = "The white structures on the pasture are modern camping tents, not yurts."
yurt_yak = "The animals on the slope are yaks, not sheep."
karakol = "wooden Orthodox church with onion domes (Karakol)"
karakol_b = "A wooden church with several green onion domes stands in the park."

# --- Plates --------------------------------------------------------------------------------------------
pl_prose = ("The plate on the Honda Fit is white with the region code '01' on the left above a tiny "
            "red Kyrgyz flag and the letters KG, followed by three digits and three letters.")
pl_j = "KG plate: 01 + flag + 123 ABC"
pl_01 = "region code 01 → Bishkek"
pl_02 = "The plate's region code is 02, Osh city."
pl_flag = "small red Kyrgyz flag on the plate"
pl_kz = "The plate has a blue strip with the Kazakh flag and KZ."
pl_white = "white plates"
pl_yel = "The car's plate is black on yellow."
pl_08 = "plate region 08 → Chuy"

# --- Vehicles -------------------------------------------------------------------------------------------
rhd = ("Many cars are right-hand-drive Japanese imports like the Honda Fit and Toyota Estima, even "
       "though traffic drives on the right, which is a strong Kyrgyz tell.")
rhd_j = "lots of RHD Japanese cars in a RHT country"
rhd_lhd = "All the cars have the steering wheel on the left."
rhd_rht = "traffic keeps right"
rhd_lht = "Traffic keeps left here."
lada = "old Lada and Audi 80 cars"
mars = "Sprinter marshrutka with a route number in the window"
mars_b = "A white Mercedes Sprinter minibus with '110' on a card in the windscreen is at the stop."
mars_bus = "The vehicle at the stop is a full-size articulated bus."

# --- Language / text -------------------------------------------------------------------------------------
lang_prose = ("The shop sign reads 'Азык-түлүк дүкөнү' and the street is 'Ленин көчөсү'; the letters "
              "ү, ө and ң show this is Kyrgyz rather than Russian.")
lang_j = "Kyrgyz Cyrillic (ү ө ң)"
lang_kz = "The signs use the letters ә, қ and ұ, so the language is Kazakh."
lang_ru = "Russian-only text, no extra letters"
lang_street = "street sign: Ленин көчөсү"
lang_street2 = "The street sign says 'Токтогул көчөсү'."
lang_cyr = "Cyrillic script on the shop signs"
lang_lat = "The shop signs are in Latin script."
kosh = "'Кош келиңиздер' welcome sign"
kosh_b = "A roadside arch says 'Кош келиңиздер', 'welcome' in Kyrgyz."
ashkana = "sign 'Ашкана' on a roadside café"

# --- Businesses -------------------------------------------------------------------------------------------
beel = "Beeline ad"
beel_b = "A yellow-and-black Beeline billboard stands by the road."
mega = "The billboard is for MegaCom."
shoro = "Shoro kiosk (maksym / chalap)"
shoro_b = "A Shoro drinks stand selling maksym and chalap is on the pavement."
gazp = "Gazprom petrol station"
gazp_b = "The fuel station is Gazprom-branded, blue and white."
gazp_b2 = "The fuel station by the road is a Lukoil."
phone = "phone number +996 on the sign"
phone_b = "The café's sign gives a number starting with +996."
phone_kz = "The café's sign gives a +7 number."

# --- Road / poles -------------------------------------------------------------------------------------------
rl_prose = ("The road is patched, greyish Soviet-era asphalt with faded white dashed centre markings, "
            "lined on both sides by tall Lombardy poplars with whitewashed trunks.")
rl_pop = "poplar-lined road"
rl_white = "whitewashed tree trunks"
rl_dash = "faded white dashed centre line"
rl_oneside = "poplars on the left side of the road only"
rl_nopop = "The road is lined with willows, not poplars."
rl_yel = "The centre markings are yellow."
aryk = "irrigation ditch (aryk) beside the road"
aryk_b = "A concrete irrigation channel runs alongside the street."
pole_j = "concrete poles with holes (Soviet type)"
pole_b = "The electricity poles are rectangular concrete posts perforated with rows of holes."
pole_wood = "The utility poles are plain wooden ones."

# --- Landscape -------------------------------------------------------------------------------------------
land = ("Snow-capped Tian Shan peaks tower above a wide green valley, and a big turquoise lake fills "
        "the lower part of the view, which looks like Issyk-Kul.")
land_snow = "snowy peaks"
land_lake = "big lake in the valley"
land_all = "snowcapped Tian Shan, green valley, large turquoise lake"
land_flat = "The horizon is completely flat, no mountains."
land_desert = "The valley is bare desert with no grass."
land_pasture = "a broad green valley below the peaks"
walnut = "walnut forest on the hills (Arslanbob)"
apricot = "apricot orchards behind the houses"

# --- Meta / filler --------------------------------------------------------------------------------------
g3 = "gen 3"
g3_b = "It looks like older third-generation coverage, slightly soft."
g4 = "The imagery is sharp, Gen 4."
trek = "trekker shot on a mountain trail"
kalpak = "Men in white felt kalpak hats."
kalpak_b = "The old man is wearing a tall white felt kalpak."
kalpak_blk = "The old man's hat is a black fur hat."
f1 = "This looks like Central Asia; let's see which country."
f2 = "Dry air, bright sun, long shadows."
f3 = "Final answer: Kyrgyzstan, near Issyk-Kul."
f4 = "I need more clues before committing."
f5 = "Let's go through the clues one by one."

PAIRS = [
    # Village
    ("partial", "prose", vil, vil_roof),
    ("same", "prose", vil_roof, vil),
    ("partial", "prose", vil, vil_blue),
    ("partial", "prose", vil, vil_gas),
    ("same", "prose", vil_gas, vil),
    ("same", "prose", vil_all, vil),
    ("contradicts", "prose", vil, vil_tile),
    ("contradicts", "prose", vil_green, vil),
    ("contradicts", "prose", vil, vil_buried),
    ("contradicts", "prose", vil_redpipe, vil),
    ("contradicts", "jargon", vil_all, vil_tile),
    ("partial", "plain", vil_allb, vil_someb),
    ("same", "plain", vil_someb, vil_allb),
    ("same", "plain", vil_gate, vil_gate_b),
    ("contradicts", "plain", vil_gate_wood, vil_gate_b),
    ("partial", "plain", vil_gate_b, "metal gates on the yards"),
    ("same", "plain", mud, mud_b),
    ("unrelated", "prose", vil, pl_j),
    ("unrelated", "prose", vil_gate, vil),
    ("unrelated", "plain", mud, vil_roof),
    # Soviet / mosque / yurt
    ("partial", "prose", sov, sov_blk),
    ("same", "prose", sov_blk, sov),
    ("partial", "prose", sov, sov_mosq),
    ("same", "prose", sov_mosq, sov),
    ("contradicts", "prose", sov_gold, sov),
    ("unrelated", "prose", rl_pop, sov),
    ("same", "prose", yurt_j, yurt),
    ("partial", "prose", yurt, yurt_horse),
    ("contradicts", "prose", yurt, yurt_tent),
    ("contradicts", "prose", yurt_yak, yurt),
    ("partial", "prose", yurt, "sheep on the slope"),
    ("same", "plain", karakol, karakol_b),
    ("unrelated", "plain", karakol, sov_mosq),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_01),
    ("same", "prose", pl_01, pl_prose),
    ("contradicts", "prose", pl_prose, pl_02),
    ("contradicts", "prose", pl_kz, pl_prose),
    ("contradicts", "plain", pl_yel, pl_white),
    ("partial", "prose", pl_prose, pl_white),
    ("unrelated", "plain", aryk, pl_08),
    # Vehicles
    ("same", "prose", rhd_j, rhd),
    ("partial", "prose", rhd, rhd_rht),
    ("contradicts", "prose", rhd, rhd_lhd),
    ("contradicts", "prose", rhd_lht, rhd),
    ("unrelated", "prose", rhd, lada),
    ("contradicts", "plain", mars_b, mars_bus),
    ("contradicts", "plain", "The route card in the minibus windscreen reads 245.", mars_b),
    # Language
    ("same", "prose", lang_j, lang_prose),
    ("partial", "prose", lang_prose, lang_street),
    ("contradicts", "prose", lang_prose, lang_kz),
    ("contradicts", "prose", lang_ru, lang_prose),
    ("contradicts", "plain", lang_street, lang_street2),
    ("partial", "prose", lang_prose, lang_cyr),
    ("same", "plain", kosh, kosh_b),
    ("unrelated", "plain", ashkana, kosh),
    # Businesses
    ("contradicts", "plain", mega, beel_b),
    ("contradicts", "plain", gazp_b, gazp_b2),
    ("same", "plain", phone, phone_b),
    ("contradicts", "plain", phone_kz, phone_b),
    ("unrelated", "plain", beel, shoro),
    # Road / poles
    ("partial", "prose", rl_prose, rl_pop),
    ("same", "prose", rl_pop, rl_prose),
    ("partial", "prose", rl_prose, rl_white),
    ("partial", "prose", rl_prose, rl_dash),
    ("contradicts", "prose", rl_prose, rl_oneside),
    ("contradicts", "prose", rl_nopop, rl_prose),
    ("partial", "plain", "poplars on both sides of the road", "There's a row of poplars along the left side of the road."),
    ("same", "plain", "There's a row of poplars along the left side of the road.", "poplars on both sides of the road"),
    ("unrelated", "prose", aryk, rl_prose),
    ("same", "plain", pole_j, pole_b),
    ("contradicts", "plain", pole_b, pole_wood),
    ("partial", "plain", pole_b, "concrete electricity poles"),
    ("unrelated", "plain", pole_j, vil_gas),
    # Landscape
    ("partial", "prose", land, land_snow),
    ("partial", "prose", land, land_lake),
    ("same", "prose", land_all, land),
    ("contradicts", "prose", land_flat, land),
    ("contradicts", "prose", land, land_desert),
    ("same", "prose", land_pasture, land),
    ("unrelated", "prose", yurt_j, land),
    # Meta
    ("same", "plain", g3, g3_b),
    ("contradicts", "plain", g4, g3_b),
    ("same", "plain", kalpak, kalpak_b),
    ("contradicts", "plain", kalpak_blk, kalpak_b),
    ("unrelated", "plain", rhd_rht, g3_b),
    # Filler / same country
    ("unrelated", "plain", f1, vil_gas),
    ("unrelated", "plain", land_snow, f2),
    ("unrelated", "prose", lang_prose, f3),
    ("unrelated", "plain", pl_flag, f4),
    ("unrelated", "plain", f5, rl_pop),
    ("unrelated", "plain", pl_01, lang_j),
    ("unrelated", "prose", vil, kalpak),
    ("unrelated", "prose", pl_01, rhd),
    ("unrelated", "plain", "red Kyrgyz flag with the yellow sun over the school", lang_cyr),
    ("unrelated", "prose", land_lake, yurt),
    # Styles
    ("same", "hedged", vil_gas, "If I'm not mistaken, that yellow pipe running along the fences is a gas line, very Central Asian."),
    ("same", "hedged", "Hmm, lots of cars seem to have the wheel on the right even though they drive on the right... Kyrgyzstan?", rhd_j),
    ("same", "hedged", lang_j, "I think I can make out ү and ө on the shop sign, which would make it Kyrgyz."),
    ("partial", "markdown", "**Houses:** whitewashed, grey slate roofs, blue window frames", "**Houses:** whitewashed"),
    ("contradicts", "markdown", "**Houses:** whitewashed, grey slate roofs, blue window frames", "**Houses:** whitewashed, grey slate roofs, red window frames"),
    ("same", "markdown", vil_gas, "**Gas pipes:** yellow, above ground, arching over driveways"),
    ("partial", "markdown", "**Gas pipes:** yellow, above ground, arching over driveways", "**Gas pipes:** above ground"),
    ("unrelated", "markdown", "**Gas pipes:** yellow, above ground, arching over driveways", "**Roofs:** grey corrugated sheets"),
    ("partial", "table", "Plate: white, 01, KG flag, 3 digits + 3 letters", "Plate: white, KG flag"),
    ("contradicts", "table", "Plate: white, 04, KG flag, 3 digits + 3 letters", "Plate: white, 01, KG flag, 3 digits + 3 letters"),
    ("same", "numbered", "1. Right-hand traffic, but RHD cars", rhd_j),
    ("unrelated", "numbered", "3. Trees: poplars", "2. Poles: concrete"),
    ("partial", "numbered", "4. Landscape — mountains, lake, pastures", "4. Landscape — lake"),
    ("contradicts", "numbered", "5. Mosque dome — turquoise", "5. Mosque dome — silver"),
    ("partial", "prose", ("At the bazaar entrance a man in a kalpak sells melons from a Lada's boot, and an O! "
                           "mobile shop with a pink sign is next to the gate."), "melons sold from a car boot"),
    ("contradicts", "prose", ("At the bazaar entrance a man in a kalpak sells melons from a Lada's boot, and an O! "
                               "mobile shop with a pink sign is next to the gate."), "The phone shop next to the bazaar gate is a Beeline."),
    ("same", "plain", "O! mobile shop with a pink sign", ("At the bazaar entrance a man in a kalpak sells melons from a Lada's boot, and an O! "
                                                          "mobile shop with a pink sign is next to the gate.")),
    ("unrelated", "plain", "O! mobile shop with a pink sign", aryk_b),
    ("unrelated", "hedged", vil_blue, "Could be Kazakhstan too, honestly; the landscape alone doesn't decide it."),
]

# --- extra ---
PAIRS += [
    ("same", "prose", vil, "whitewashed 1-storey houses, low grey corrugated asbestos roofs, bright blue window frames, yellow gas pipe at head height arching over driveways"),
    ("same", "prose", land, "snowcapped Tian Shan above a wide green valley, big turquoise lake below (Issyk-Kul)"),
    ("same", "prose", pl_prose, "Honda Fit plate: white, '01' over a small red KG flag + 'KG', then 3 digits + 3 letters"),
    ("same", "prose", rl_prose, "patched grey Soviet asphalt, faded white dashed centre, tall Lombardy poplars w/ whitewashed trunks on both sides"),
    ("same", "prose", rhd, "many RHD Japanese imports (Fit, Estima) despite RHT → KG tell"),
    ("partial", "prose", "ү and ө on the signs",
     "The shop signs are written in Cyrillic, although I can't make out individual letters at this resolution."),
    ("partial", "prose", "blue window frames",
     "The houses have painted wooden window frames, the paint flaking badly; the colour is hard to judge in the shade of the trees."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "yellow gas pipes along the street",
     "A yellow gas cylinder delivery truck is parked in the street."),
    ("unrelated", "prose", "blue-painted window frames",
     "A framed blue painting of Issyk-Kul hangs in the window of the café."),
    ("unrelated", "plain", "poplar-lined road",
     "The café on the road is called 'Тополь' ('Poplar')."),
    ("contradicts", "hedged", "From what I can see, the gas pipes here run underground; nothing yellow above the fences.", vil_gas),
    ("same", "hedged", pl_01, "Looking at the image, I notice the plate has '01' on the left with a tiny flag underneath, so Bishkek."),
]

# --- extra 3: paragraph-length VLM statement ---
para = "There are a few strong clues. The plates show '02' with the small Kyrgyz flag, so the car is from Osh, and many cars have the steering wheel on the right. The street sign reads 'Курманжан Датка көчөсү' with Kyrgyz letters, and a blue-domed mosque stands behind a row of poplars."
PAIRS += [
    ("same", "prose", para, "plates 02 + KG flag (Osh), many RHD cars, 'Курманжан Датка көчөсү' street sign, blue-domed mosque behind poplars"),
    ("partial", "prose", para, "RHD cars"),
    ("contradicts", "prose", "The plates show 03 with the flag, so Batken.", para),
]

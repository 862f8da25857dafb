# Ghana (train). Hand-written pairs: (label, style, a, b).

# --- Roadside town: houses + roofs + painted walls -------------------------------------------
town = ("Along this stretch the buildings are single-storey cement-block houses under rusty "
        "corrugated iron roofs, and one of the kiosks is painted entirely in MTN yellow with the "
        "logo on its side, a combination that is extremely common in southern Ghana.")
town_roof = "rusty corrugated iron roofs"
town_mtn = "kiosk painted MTN yellow"
town_all = "cement-block bungalows, rusted zinc roofs, MTN-yellow kiosk"
town_thatch = "The houses along the road have thatched roofs."
town_voda = "The kiosk is painted Vodafone red, not yellow."
town_some = "A few of the roofs are rusty corrugated sheets."
town_allr = "Every roof in this panorama is rusty corrugated iron, without exception."
longspan = ("Several newer houses have long-span aluminium roofing in bright blue and maroon, which "
            "you see a lot on new builds in Ghana.")
longspan_j = "coloured long-span roofing sheets on new houses"
longspan_rust = "The newer houses have plain grey roofing sheets that are rusting."

# --- Plates -----------------------------------------------------------------------------------
pl_j = "GH plate: GR 4417-19, white w/ black chars"
pl_prose = ("The front plate on the taxi reads 'GR 4417-19': white background, black characters, a "
            "region code first and a two-digit year at the end, which is the Ghanaian format.")
pl_as = "plate prefix AS → Ashanti"
pl_as_b = "The pickup's plate starts with AS, so it was registered in the Ashanti Region."
pl_gr = "The plate on the pickup begins with GR, a Greater Accra code."
pl_year = "plate ends in -19 (year code)"
pl_yel = "Plates on the private cars are yellow with black text."
pl_white = "private plates white"

# --- Vehicles ---------------------------------------------------------------------------------
taxi_j = "taxis w/ yellow-painted corners"
taxi_prose = ("Two taxis pass by, both with their front and rear corner panels painted a bright "
              "yellow-orange over the main body colour, the usual look of Ghanaian taxis.")
taxi_front = "the taxi has yellow paint on its front corners"
taxi_green = "The taxi's corner panels are painted green."
troto_j = "tro-tro minibus (Sprinter) loading at the junction"
troto_plain = "A crowded Mercedes Sprinter minibus, a tro-tro, is picking up passengers at the junction."
troto_moto = "Passengers are boarding motorbike taxis at the junction."
slogan = "'God is Great' painted on the back of the tro-tro"
slogan_b = "The back window of the minibus carries the sticker 'Still Blessed'."

# --- Signs / text / businesses ------------------------------------------------------------------
rel_prose = ("Many of the shop names are religious: there is a 'God's Grace Enterprise' hardware "
             "store, a 'Blessed Hands Beauty Salon' and a chop bar called 'Jesus Saves', which is "
             "very characteristic of Ghana.")
rel_j = "religious shop names (God's Grace Enterprise etc.)"
rel_one = "a hardware shop called God's Grace Enterprise"
rel_chop = "chop bar sign"
akw_j = "'Akwaaba' on the welcome sign (Twi)"
akw_plain = "The arch over the road says 'Akwaaba', the Twi word for welcome."
akw_fr = "The welcome arch is in French: 'Bienvenue'."
gye = "Gye Nyame symbol painted on the shopfront"
ph_mtn = "phone no. on the billboard starts 024 (MTN GH)"
ph_mtn_b = "The billboard lists a mobile number beginning 024."
ph_020 = "The number on the billboard starts with 020."
eng_j = "English signage"
eng_plain = "All the signs I can read are in English."

# --- Road / infrastructure -------------------------------------------------------------------------
curb_j = "black-and-white striped kerbs"
curb_plain = "The kerbstones at the roundabout are painted in alternating black and white blocks."
curb_ry = "The kerbs at the roundabout are painted red and white."
rl_prose = ("The tarmac is fairly new, with a dashed white centre line but no edge lines, and the "
            "shoulders are bare red dirt.")
rl_c = "dashed white centre line"
rl_edge = "Both sides of the road carry a solid yellow edge stripe."
rl_nc = "No centre line on the road."
pole_j = "concrete poles, ECG"
pole_plain = "The electricity poles by the road are made of concrete."
pole_wood = "Wooden utility poles line the road."

# --- Soil / vegetation -----------------------------------------------------------------------------
veg = ("The soil on the shoulders is a deep orange-red laterite, and behind the houses there are "
       "plantain plants and a few oil palms.")
veg_soil = "red laterite soil"
veg_plant = "plantains behind the houses"
veg_all = "red dirt, plantain + oil palm"
veg_grey = "The roadside soil is a pale grey sand."
veg_cocoa = "There's a cocoa plantation behind the houses rather than plantains."
north = ("Further north the land opens into dry savanna with scattered shea trees, and the villages "
         "are clusters of round mud huts with conical thatched roofs.")
north_huts = "round huts w/ conical thatch"
north_sq = "The village huts are square and have flat mud roofs."
north_sav = "dry savanna with scattered trees"

# --- Meta ------------------------------------------------------------------------------------------
g3 = "gen 3"
g3_b = "The image has the slightly blurry look of the third-generation camera."
g4 = "Gen 4 coverage"
rht = "RHT"
rht_b = "The taxis and tro-tros are all using the right-hand side of the road."
lht = "It's left-hand traffic, the cars hug the left side."

# --- Filler ----------------------------------------------------------------------------------------
f1 = "Let me think about where in West Africa this could be."
f2 = "It's a hot, sunny day with a hazy sky."
f3 = "All in all, my final answer is Ghana."
f4 = "Honestly this could be one of several countries in the region."

PAIRS = [
    # Town / architecture
    ("partial", "prose", town, town_roof),
    ("same", "prose", town_roof, town),
    ("partial", "prose", town, town_mtn),
    ("same", "prose", town_mtn, town),
    ("same", "prose", town_all, town),
    ("contradicts", "prose", town, town_thatch),
    ("contradicts", "prose", town_voda, town),
    ("contradicts", "jargon", town_all, town_voda),
    ("partial", "plain", town_allr, town_some),
    ("same", "plain", town_some, town_allr),
    ("same", "prose", longspan_j, longspan),
    ("contradicts", "prose", longspan_rust, longspan),
    ("unrelated", "prose", longspan, town_mtn),
    ("unrelated", "prose", pl_j, town),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_white),
    ("same", "prose", pl_year, pl_prose),
    ("same", "plain", pl_as, pl_as_b),
    ("contradicts", "plain", pl_as_b, pl_gr),
    ("contradicts", "plain", pl_yel, pl_white),
    ("contradicts", "prose", pl_prose, pl_yel),
    ("unrelated", "plain", pl_as, veg_soil),
    # Vehicles
    ("same", "prose", taxi_j, taxi_prose),
    ("partial", "prose", taxi_prose, taxi_front),
    ("same", "prose", taxi_front, taxi_prose),
    ("contradicts", "prose", taxi_green, taxi_prose),
    ("contradicts", "plain", troto_plain, troto_moto),
    ("partial", "plain", troto_plain, "a minibus at the junction"),
    ("contradicts", "plain", slogan_b, slogan),
    ("unrelated", "plain", troto_j, slogan),
    # Text / businesses
    ("same", "prose", rel_j, rel_prose),
    ("partial", "prose", rel_prose, rel_one),
    ("same", "prose", rel_one, rel_prose),
    ("partial", "prose", rel_prose, rel_chop),
    ("unrelated", "prose", rel_prose, eng_j),
    ("same", "plain", akw_j, akw_plain),
    ("contradicts", "plain", akw_plain, akw_fr),
    ("unrelated", "plain", akw_j, gye),
    ("same", "plain", ph_mtn, ph_mtn_b),
    ("contradicts", "plain", ph_020, ph_mtn_b),
    ("unrelated", "plain", eng_plain, ph_mtn),
    # Road / infra
    ("same", "plain", curb_j, curb_plain),
    ("contradicts", "plain", curb_plain, curb_ry),
    ("partial", "prose", rl_prose, rl_c),
    ("same", "prose", rl_c, rl_prose),
    ("contradicts", "prose", rl_edge, rl_prose),
    ("contradicts", "plain", rl_c, rl_nc),
    ("partial", "prose", rl_prose, veg_soil),
    ("contradicts", "plain", pole_wood, pole_plain),
    ("unrelated", "plain", curb_j, pole_plain),
    # Soil / vegetation
    ("partial", "prose", veg, veg_soil),
    ("same", "prose", veg_soil, veg),
    ("same", "prose", veg_all, veg),
    ("contradicts", "prose", veg, veg_grey),
    ("contradicts", "prose", veg_cocoa, veg),
    ("partial", "prose", veg, veg_plant),
    ("partial", "prose", north, north_huts),
    ("same", "prose", north_huts, north),
    ("contradicts", "prose", north, north_sq),
    ("same", "prose", north_sav, north),
    ("unrelated", "prose", north, veg_soil),
    # Meta
    ("same", "plain", g3, g3_b),
    ("contradicts", "plain", g4, g3_b),
    ("same", "plain", rht, rht_b),
    ("contradicts", "plain", rht_b, lht),
    ("unrelated", "plain", rht, g3),
    # Filler / same-country
    ("unrelated", "plain", f1, curb_j),
    ("unrelated", "prose", f3, pl_prose),
    ("unrelated", "plain", f2, veg_soil),
    ("unrelated", "hedged", taxi_j, f4),
    ("unrelated", "plain", akw_j, pl_white),
    ("unrelated", "prose", town_roof, veg),
    ("unrelated", "prose", taxi_prose, pl_yel),
    ("unrelated", "plain", gye, "Ghana flag colours painted on a roadside kiosk"),
    # Other styles
    ("same", "hedged", "I'm not 100% sure but the soil looks like that reddish laterite you get in Ghana.", veg_soil),
    ("same", "hedged", curb_j, "If I'm seeing it right, the kerbs are striped black and white?"),
    ("partial", "markdown", "**Vehicles:** a tro-tro and two taxis with yellow-painted corners", taxi_j),
    ("same", "markdown", taxi_j, "**Vehicles:** a tro-tro and two taxis with yellow-painted corners"),
    ("contradicts", "markdown", "**Plates:** white, black characters, AS prefix", "**Plates:** white, black characters, GR prefix"),
    ("partial", "table", "Plates | white, black text, region code + year (GW 2291-21)", "Plates | white"),
    ("same", "table", "Soil: red / orange laterite", veg_soil),
    ("contradicts", "table", "Driving side: right", "Driving side: left"),
    ("same", "numbered", "1) Text: English, with 'Akwaaba' on an arch", "English signs, plus 'Akwaaba' written over the road"),
    ("partial", "numbered", "4) Roofs: corrugated iron, rusty, on cement-block houses", "corrugated roofs"),
    ("unrelated", "numbered", "2) Vehicles: tro-tros", "3) Roofs: corrugated iron"),
    ("partial", "prose", ("A roadside stall sells plantain and cassava under a faded umbrella, and behind it "
                           "an unfinished two-storey house has rebar sticking out of its roof slab."),
     "unfinished house with rebar poking out of the top"),
    ("contradicts", "prose", ("A roadside stall sells plantain and cassava under a faded umbrella, and behind it "
                               "an unfinished two-storey house has rebar sticking out of its roof slab."),
     "The house behind the stall is a finished single-storey bungalow with a pitched roof."),
    ("partial", "prose", pl_prose, "There's a number plate on the front of the taxi."),
    ("partial", "prose", north, "conical thatched roofs"),
    ("partial", "prose", taxi_prose, "one of the taxis has yellow corners"),
    ("unrelated", "plain", ph_mtn, "A police barrier with 'MTTD' painted on it stands at the checkpoint."),
    ("unrelated", "plain", curb_plain, rl_c),
    ("unrelated", "prose", north_huts, longspan_j),
    ("unrelated", "plain", f1, g3),
    ("unrelated", "plain", ph_mtn_b, "The billboard advertises Star beer."),
    ("contradicts", "plain", "The town-entrance speed sign shows 30.", "The speed limit sign at the town entrance reads 50 km/h."),
    ("contradicts", "plain", "the welcome arch says 'Akwaaba to Kumasi'", "The arch over the road welcomes visitors to Tamale."),
    ("same", "plain", "the welcome arch says 'Akwaaba to Kumasi'", "Kumasi is named on the Akwaaba arch over the road."),
]

# --- extra ---
PAIRS += [
    ("same", "prose", town, "1-storey cement-block houses, rusty corrugated iron roofs, a kiosk painted all MTN yellow w/ logo → S. Ghana"),
    ("same", "prose", veg, "deep orange-red laterite shoulders; plantain + a few oil palms behind the houses"),
    ("same", "prose", pl_prose, pl_j),
    ("same", "prose", taxi_prose, "2 taxis, front + rear corner panels painted yellow-orange (GH taxi livery)"),
    ("partial", "prose", "GR plate prefix",
     "The taxi has a number plate on the front, but at this distance I can't read any of the characters on it."),
    ("partial", "prose", "Vodafone-red painted shop",
     "One of the shops along the road has its whole front painted in a single bright corporate colour, but the logo is hidden by a parked truck."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "kiosk painted MTN yellow",
     "A yellow school bus is parked next to a kiosk selling phone credit."),
    ("unrelated", "prose", "black-and-white striped kerbs",
     "The man at the kerb is wearing a black-and-white striped football shirt."),
    ("same", "hedged", "Based on the image, it seems the taxis have their corners painted yellow, a common Ghanaian livery.", taxi_j),
]

# --- extra 3: paragraph-length VLM statement ---
para = "The scene is a busy roadside in what looks like southern Ghana. Tro-tros and taxis with yellow corners crowd the shoulder, the soil is a rich red, and the shop across the road is called 'Blessed Assurance Ventures'. I can also see an MTN Mobile Money kiosk painted yellow."
PAIRS += [
    ("same", "prose", para, "tro-tros + yellow-corner taxis, red soil, shop 'Blessed Assurance Ventures', yellow MTN MoMo kiosk"),
    ("partial", "prose", para, "MTN MoMo kiosk"),
    ("contradicts", "prose", "The shop across the road is called 'Grace of God Ventures'.", para),
]

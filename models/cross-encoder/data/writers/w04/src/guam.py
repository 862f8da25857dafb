# Guam (train). Hand-written pairs: (label, style, a, b).

# --- Typhoon-proof concrete houses -----------------------------------------------------------------
house = ("The houses here are squat single-storey boxes of poured concrete with completely flat "
         "roofs, painted in faded pastels, with steel bars over the windows and a water tank "
         "beside one of them; that typhoon-proof style is very typical of Guam.")
house_flat = "flat concrete roofs"
house_bars = "window bars on the houses"
house_all = "1-storey concrete houses, flat roofs, pastel paint, barred windows"
house_pitch = "The houses have steeply pitched shingle roofs."
house_wood = "The houses are built of wooden planks."
house_tin = ("An older house further down the road is wooden with a rusty corrugated tin roof, unlike "
             "the concrete ones around it.")
house_some = "some of the houses are concrete with flat roofs"
house_allc = "Every house on the street is a flat-roofed concrete box."

# --- Route shield / US signs ------------------------------------------------------------------------
shield = ("The route marker has the pointed oval shape of the Guam seal, with a '1' in the middle, so "
          "we're on Route 1, Marine Corps Drive.")
shield_j = "Guam seal-shaped route shield, Rte 1"
shield_4 = "The route marker shows the number 4."
shield_us = "The route shield is a standard US interstate-style shield."
shield_shape = "pointed-oval route marker"
mph = "SPEED LIMIT 35 (MPH) sign"
mph_b = "A white rectangular US-style sign reads 'SPEED LIMIT 35'."
mph_kmh = "The speed sign is a red circle with 50 in it, metric style."
mph_25 = "The rectangular speed limit sign says 25."
warn = "yellow diamond warning sign"
warn_tri = "The warning sign is a red-bordered triangle."

# --- Road lines --------------------------------------------------------------------------------------
rl_prose = ("Road markings follow the US system: a double yellow line down the middle and solid "
            "white lines at the edges, with raised reflective dots between the yellow lines.")
rl_dy = "double yellow centre"
rl_edge = "solid white edge lines"
rl_white = "The centre line is white."
rl_dots = "reflective raised markers on the centre line"
rl_nodots = "No raised markers anywhere on the road."

# --- Plates ------------------------------------------------------------------------------------------
pl_j = "US-size plate, 'GUAM' across the top"
pl_prose = ("The pickup's plate is the short, squarish American size with 'GUAM' printed across the "
            "top, and a small latte stone graphic next to the numbers.")
pl_eu = "The plate is a long narrow European-format plate."
pl_hi = "The plate reads 'HAWAII' across the top."
pl_latte = "latte stone graphic on the plate"
pl_rear_only = "plate only on the back of the car"

# --- Place names / language / poles ------------------------------------------------------------------
name_prose = ("The sign at the junction points to Hagåtña and Dededo, and the å with a ring in "
              "Hagåtña is the Chamorro spelling you only see on Guam.")
name_j = "Chamorro place names w/ å (Hagåtña)"
name_agana = "The sign spells the capital 'Agana', without any special letters."
name_saipan = "The sign points to Garapan and Susupe."
name_dededo = "a junction sign for Dededo"
hafa = "'Håfa Adai' painted on a wall"
hafa_b = "A mural on the wall says 'Hafa Adai', the Chamorro greeting."
hafa_aloha = "The mural says 'Aloha'."
pole_j = "tall square concrete power poles"
pole_plain = "The power lines hang from tall, square-section concrete poles, built to survive typhoons."
pole_wood = "The power poles are wooden."
latte_stop = "bus stop shelter shaped like latte stones"
latte_stop_b = "The bus stop is held up by concrete pillars in the shape of latte stones."

# --- Businesses / tourism ----------------------------------------------------------------------------
tumon = ("In the Tumon area the signs are in English, Japanese and Korean, with big hotels and an "
         "ABC Store on the strip.")
tumon_j = "EN/JP/KR trilingual signs in Tumon"
tumon_cn = "The tourist signs are in English and Chinese only."
abc = "ABC Store"
payless = "Payless Supermarkets sign"
payless_b = "There's a Payless supermarket in the strip mall."
costu = "The supermarket in the strip mall is a Cost-U-Less."
phone = "phone number with (671)"
phone_b = "The sign on the store lists a number starting (671)."
phone_670 = "The store's number begins with area code 670."

# --- Vegetation / terrain ----------------------------------------------------------------------------
veg = ("The road is bordered by dense tangantangan thickets and coconut palms, with a flame tree in "
       "full red bloom near the intersection.")
veg_tang = "tangantangan scrub"
veg_flame = "flame tree (red blossoms)"
veg_all = "tangantangan thickets, coco palms, flowering flame tree"
veg_pine = "Tall pine trees border the road."
veg_jac = "The flowering tree at the intersection has purple blossoms."
cliff = "limestone cliff by the coast road"

# --- Meta / filler --------------------------------------------------------------------------------------
rht = "drives right"
rht_b = "The pickup trucks here keep to the right lane, US-style."
lht_b = "Cars are keeping to the left."
g4 = "gen 4"
g4_b = "Sharp, high-resolution imagery from the newest camera."
g3 = "soft gen 3 coverage"
f1 = "This is clearly a tropical island somewhere in the Pacific."
f2 = "Bright sunshine, a few puffy clouds."
f3 = "Combining the clues, I'm going with Guam."
f4 = "Let's see what the signs say."

PAIRS = [
    # Houses
    ("partial", "prose", house, house_flat),
    ("same", "prose", house_flat, house),
    ("partial", "prose", house, house_bars),
    ("same", "prose", house_bars, house),
    ("same", "prose", house_all, house),
    ("contradicts", "prose", house, house_pitch),
    ("contradicts", "prose", house_wood, house),
    ("contradicts", "jargon", house_all, house_pitch),
    ("partial", "plain", house_allc, house_some),
    ("same", "plain", house_some, house_allc),
    ("contradicts", "prose", house_tin, house_allc),
    ("unrelated", "prose", house_tin, house_bars),
    ("unrelated", "prose", rl_dy, house),
    # Route shield / signs
    ("same", "prose", shield_j, shield),
    ("partial", "prose", shield, shield_shape),
    ("same", "prose", shield_shape, shield),
    ("contradicts", "prose", shield, shield_4),
    ("contradicts", "prose", shield_us, shield),
    ("contradicts", "plain", mph_b, mph_kmh),
    ("contradicts", "plain", mph_25, mph),
    ("partial", "plain", mph_b, "a speed limit sign"),
    ("contradicts", "plain", warn, warn_tri),
    ("unrelated", "plain", warn, mph),
    # Road lines
    ("partial", "prose", rl_prose, rl_dy),
    ("same", "prose", rl_dy, rl_prose),
    ("partial", "prose", rl_prose, rl_dots),
    ("contradicts", "prose", rl_white, rl_prose),
    ("contradicts", "prose", rl_prose, rl_nodots),
    ("same", "prose", "2x yellow middle, solid white edges, raised reflectors", rl_prose),
    ("contradicts", "plain", rl_nodots, rl_dots),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_latte),
    ("same", "prose", pl_latte, pl_prose),
    ("contradicts", "prose", pl_prose, pl_eu),
    ("contradicts", "prose", pl_hi, pl_prose),
    ("unrelated", "prose", pl_rear_only, pl_prose),
    # Names / language / poles
    ("same", "prose", name_j, name_prose),
    ("contradicts", "prose", name_prose, name_agana),
    ("contradicts", "prose", name_saipan, name_prose),
    ("partial", "prose", name_prose, name_dededo),
    ("same", "plain", hafa, hafa_b),
    ("contradicts", "plain", hafa_b, hafa_aloha),
    ("unrelated", "plain", hafa, latte_stop),
    ("same", "plain", pole_j, pole_plain),
    ("contradicts", "plain", pole_wood, pole_plain),
    ("partial", "plain", pole_plain, "concrete poles"),
    ("unrelated", "plain", pole_j, latte_stop_b),
    # Businesses
    ("same", "prose", tumon_j, tumon),
    ("partial", "prose", tumon, abc),
    ("contradicts", "prose", tumon, tumon_cn),
    ("contradicts", "plain", costu, payless_b),
    ("same", "plain", phone, phone_b),
    ("contradicts", "plain", phone_b, phone_670),
    ("unrelated", "plain", phone, payless),
    # Vegetation
    ("partial", "prose", veg, veg_tang),
    ("same", "prose", veg_tang, veg),
    ("partial", "prose", veg, veg_flame),
    ("same", "prose", veg_all, veg),
    ("contradicts", "prose", veg_pine, veg),
    ("contradicts", "prose", veg, veg_jac),
    ("unrelated", "prose", cliff, veg),
    # Meta
    ("same", "plain", rht, rht_b),
    ("contradicts", "plain", lht_b, rht_b),
    ("same", "plain", g4, g4_b),
    ("contradicts", "plain", g4_b, g3),
    ("unrelated", "plain", rht, g4),
    # Filler / same territory
    ("unrelated", "plain", veg_tang, f1),
    ("unrelated", "plain", f2, house_flat),
    ("unrelated", "prose", f3, shield),
    ("unrelated", "plain", f4, rl_dy),
    ("unrelated", "plain", pl_j, name_j),
    ("unrelated", "prose", tumon, name_j),
    ("unrelated", "plain", pl_j, mph),
    ("unrelated", "plain", "US flag and Guam flag on the pole outside the school", hafa),
    ("unrelated", "prose", shield_j, rl_prose),
    ("unrelated", "plain", "American pickups everywhere (Tacoma, F-150)", rht),
    # Styles
    ("same", "hedged", house_flat, "I might be wrong, but those look like flat concrete roofs, typhoon-proof style."),
    ("same", "hedged", "Hmm... is that a latte stone on the plate? If so, that's Guam.", pl_latte),
    ("partial", "markdown", "**Signs:** US-style MUTCD signage with MPH speed limits", "**Signs:** US-style"),
    ("contradicts", "markdown", "**Road lines:** single dashed white centre, white edges", "**Road lines:** double yellow centre, white edges"),
    ("same", "markdown", "**Route marker:** Guam-seal shape, Route 1", shield_j),
    ("partial", "table", "Poles | square concrete, very tall, GPA tags", "Poles | concrete"),
    ("contradicts", "table", "Poles | square concrete, very tall, GPA tags", "Poles | round steel, short"),
    ("same", "numbered", "2. Language: English + Chamorro (Håfa Adai)", "English signs plus a Chamorro 'Håfa Adai' greeting"),
    ("unrelated", "numbered", "3. Vegetation — coconut palms", "1. Driving side — right"),
    ("partial", "numbered", "4. Houses — concrete, flat-roofed, with water tanks", "4. Houses — concrete"),
    ("partial", "prose", ("A Mobil station sits across from a Bank of Guam branch, and a GTA phone-company "
                           "van is parked outside."), "Bank of Guam branch"),
    ("contradicts", "prose", ("A Mobil station sits across from a Bank of Guam branch, and a GTA phone-company "
                               "van is parked outside."), "The petrol station across from the bank is a Shell."),
    ("unrelated", "plain", "Bank of Guam branch", "a Docomo Pacific ad"),
    ("partial", "prose", ("Behind the fence is a long runway and a sign for Andersen Air Force Base, and "
                           "a B-52 is parked on the apron."), "Andersen AFB sign"),
    ("partial", "prose", tumon, "Japanese text on the hotel signs"),
    ("partial", "prose", veg, "coconut palms along the road"),
    ("partial", "plain", hafa_b, "there's a mural on the wall"),
    ("same", "plain", "Japanese text on the hotel signs", tumon),
    ("unrelated", "plain", rl_edge, cliff),
    ("unrelated", "hedged", "Honestly it could also be Hawaii or Saipan at first glance.", pole_j),
    ("unrelated", "prose", veg_tang, house),
    ("unrelated", "plain", abc, payless_b),
]

# --- extra ---
PAIRS += [
    ("same", "prose", house, "squat 1-storey poured-concrete houses: flat roofs, faded pastel paint, barred windows, a water tank → typhoon-proof Guam"),
    ("same", "prose", rl_prose, "2x yellow middle, solid white edges, raised reflectors"),
    ("same", "prose", veg, "dense tangantangan + coconut palms, a flame tree in red bloom at the intersection"),
    ("same", "prose", pl_prose, "US-size squarish plate, 'GUAM' across the top, small latte stone graphic by the numbers"),
    ("partial", "prose", "(671) phone number",
     "A phone number is painted on the shop's side wall, but only the last few digits are legible from here."),
    ("partial", "prose", "Guam-seal route shield",
     "There's a route marker of some kind on a post at the junction; the number is readable but its outline is hard to make out against the trees."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "tall square concrete power poles",
     "A tall square concrete building with a power company logo stands at the corner."),
    ("unrelated", "prose", "Guam seal-shaped route shield, Rte 1",
     "The seal of the Government of Guam is painted on the side of the village mayor's office."),
    ("contradicts", "hedged", "From what I can tell, the centre line looks like a single white dashed line, which feels more Asian than American.", rl_dy),
]

# --- extra 3: paragraph-length VLM statement ---
para = "Okay, so this is clearly American-style infrastructure: double yellow centre lines, a 'SPEED LIMIT 35' sign and a pickup truck. But the route marker is shaped like the Guam seal, and the roadside is thick with tangantangan, so I'm confident this is Guam rather than Hawaii."
PAIRS += [
    ("same", "prose", para, "US lines (2x yellow), SPEED LIMIT 35, pickup, Guam-seal route marker, tangantangan → Guam"),
    ("partial", "prose", para, "SPEED LIMIT 35 sign"),
    ("contradicts", "prose", "The speed limit sign here reads 45.", para),
]

# Colombia (train). Hand-written pairs: (label, style, a, b).

# --- Colonial town: whitewash + red tile + green balconies -------------------------------------
colo = ("The town square is ringed by two-storey whitewashed colonial houses with red clay tile "
        "roofs and wooden balconies and doors painted dark green, the sort of scene you get in "
        "Boyacá towns such as Villa de Leyva.")
colo_roof = "red clay tile roofs"
colo_bal = "green-painted wooden balconies"
colo_all = "whitewashed colonial houses, red tile roofs, green wooden balconies/doors"
colo_metal = "The houses around the square have corrugated metal roofs."
colo_blue = "The balconies are painted bright blue, not green."
colo_some = "some of the houses around the square have balconies"
colo_allb = "every house on the square has a wooden balcony"
brick = ("In the city most of the buildings are built from exposed orange-red brick, with no render "
         "at all, which is typical of Bogotá.")
brick_j = "exposed red brick everywhere → Bogotá"
brick_render = "The city buildings are plastered and painted white."
zoc = ("The lower part of each house front is decorated with brightly painted relief panels "
       "(zócalos) showing animals and everyday scenes, a Guatapé speciality.")
zoc_j = "zócalos on the house fronts → Guatapé"
salento = ("The coffee-region houses have colourful balconies and window frames, each house "
           "painted in a different bright colour, with terracotta roofs.")

# --- Plates ---------------------------------------------------------------------------------------
pl_j = "yellow plates F+R, ABC 123, city name under"
pl_prose = ("The cars carry yellow plates with black characters, three letters and three digits, and "
            "the city of registration printed in small letters along the bottom; that is the "
            "Colombian private-vehicle plate.")
pl_yel = "yellow plates"
pl_white = "The private cars have white plates."
pl_city = "plate says MEDELLIN along the bottom"
pl_city_b = "The small text at the bottom of the plate reads 'BOGOTA D.C.'."
pl_city_c = "Under the characters on the plate you can just make out 'MEDELLIN'."
pl_rear = "rear plate yellow"
pl_both = "The plates are yellow on both the front and back of the car."
taxi_pl = "the taxi has a white plate"
taxi_j = "yellow taxis (Kia Picanto / Hyundai Atos)"
taxi_plain = "Small yellow taxis, mostly Hyundai Atos and Kia Picanto, fill the street."
taxi_green = "The taxis in this city are green and white."

# --- Motorbikes -----------------------------------------------------------------------------------
moto = ("There are dozens of motorcycles, and one rider has his plate number printed on the back "
        "of his reflective vest, which used to be mandatory in Colombia.")
moto_vest = "plate number printed on rider's vest"
moto_helmet = "The rider's plate number is written on his helmet, not his vest."
moto_many = "lots of motorbikes"

# --- Road lines / signs ---------------------------------------------------------------------------
rl_prose = ("The highway has a double solid yellow centre line and a solid white line at each edge, "
            "and a yellow diamond-shaped warning sign announces a sharp curve.")
rl_yel = "2x solid yellow centre"
rl_edge = "white edge lines"
rl_single = "The centre line is a single dashed yellow line."
rl_white_c = "white centre line"
warn = "yellow diamond warning sign (curva peligrosa)"
warn_red = "The curve warning is a red-bordered white triangle."
chev = "chevron boards: black arrows on yellow"
chev_b = "The curve chevrons are white arrows on red."
pare = "STOP sign reads PARE"
pare_alto = "The octagonal stop sign says ALTO."
pare_b = "There's a red octagon with the word PARE at the junction."

# --- Addresses / language --------------------------------------------------------------------------
addr = "address 'Cra. 7 # 45-12'"
addr_b = "The building's address plate says 'Carrera 7 No. 45-12'."
addr_calle = "The address plate says 'Calle 7 # 45-12'."
addr_num = "Numbered grid addresses (Calle/Carrera system)."
esp = "Spanish on all signs"
esp_pt = "Every sign I can read here is written in Portuguese."

# --- Businesses -----------------------------------------------------------------------------------
d1 = "D1 discount store (red sign)"
d1_b = "There's a D1 supermarket with its red sign down the block."
ara = "The discount store down the block is an Ara."
terpel = "Terpel gas station"
terpel_b = "The petrol station on the corner is Terpel-branded."
terpel_pri = "The petrol station on the corner is a Primax."
tigo = "Tigo ad on a wall"
claro = "A Claro shop with its red logo."

# --- Landscape -------------------------------------------------------------------------------------
land = ("The road climbs a steep green Andean slope planted with coffee bushes in neat rows, with "
        "banana plants giving them shade and tall wax palms on the ridge above.")
land_coffee = "coffee on steep slopes"
land_wax = "wax palms on the ridge"
land_all = "Andes, coffee rows under banana shade, wax palms"
land_flat = "The terrain is completely flat lowland grassland."
land_tea = "The rows on the slope are tea bushes, not coffee."
llanos = "flat Llanos grassland with cattle"
chiva = "A chiva, the colourful wooden rural bus, is parked by the plaza."
chiva_j = "chiva bus"
chiva_tm = "A red TransMilenio articulated bus is at the stop."

# --- Meta ------------------------------------------------------------------------------------------
g4 = "gen 4"
g4_b = "Sharp, saturated imagery from the current-generation camera."
g3 = "The coverage here is the older, softer Gen 3."
rht = "RHT"
rht_b = "Cars in this shot keep to the right."
f1 = "Okay, this looks like somewhere in Latin America; let me narrow it down."
f2 = "The weather looks cloudy, typical of the highlands."
f3 = "Final answer: Colombia, somewhere in the Andean region."
f4 = "Not sure yet, but here's my reasoning."

PAIRS = [
    # Colonial
    ("partial", "prose", colo, colo_roof),
    ("same", "prose", colo_roof, colo),
    ("partial", "prose", colo, colo_bal),
    ("same", "prose", colo_bal, colo),
    ("same", "prose", colo_all, colo),
    ("contradicts", "prose", colo, colo_metal),
    ("contradicts", "prose", colo_blue, colo),
    ("contradicts", "jargon", colo_all, colo_blue),
    ("partial", "plain", colo_allb, colo_some),
    ("same", "plain", colo_some, colo_allb),
    ("unrelated", "prose", colo, pl_yel),
    ("same", "prose", brick_j, brick),
    ("contradicts", "prose", brick_render, brick),
    ("partial", "prose", brick, "brick buildings"),
    ("same", "prose", zoc_j, zoc),
    ("partial", "prose", zoc, "decorated house fronts"),
    ("unrelated", "prose", colo_roof, zoc),
    ("partial", "prose", salento, "terracotta roofs"),
    ("contradicts", "prose", salento, "The coffee-region houses are all painted the same plain white."),
    # Plates
    ("same", "prose", pl_j, pl_prose),
    ("partial", "prose", pl_prose, pl_yel),
    ("same", "plain", pl_yel, pl_prose),
    ("contradicts", "prose", pl_white, pl_prose),
    ("contradicts", "plain", pl_city_b, pl_city_c),
    ("same", "plain", pl_city, pl_city_c),
    ("same", "plain", pl_rear, pl_both),
    ("partial", "plain", pl_both, pl_rear),
    ("unrelated", "plain", taxi_pl, pl_city),
    ("same", "plain", taxi_j, taxi_plain),
    ("contradicts", "plain", taxi_green, taxi_plain),
    ("partial", "plain", taxi_plain, "yellow taxis"),
    # Motorbikes
    ("partial", "prose", moto, moto_vest),
    ("same", "prose", moto_vest, moto),
    ("contradicts", "prose", moto, moto_helmet),
    ("same", "prose", moto_many, moto),
    ("unrelated", "prose", taxi_j, moto),
    # Road lines / signs
    ("partial", "prose", rl_prose, rl_yel),
    ("same", "prose", rl_yel, rl_prose),
    ("partial", "prose", rl_prose, warn),
    ("contradicts", "prose", rl_single, rl_prose),
    ("contradicts", "plain", rl_yel, rl_white_c),
    ("same", "prose", "double yellow middle, white edges, yellow diamond curve sign", rl_prose),
    ("contradicts", "plain", warn_red, warn),
    ("contradicts", "plain", chev, chev_b),
    ("same", "plain", pare, pare_b),
    ("contradicts", "plain", pare_alto, pare_b),
    ("unrelated", "plain", pare, chev),
    # Addresses
    ("same", "plain", addr, addr_b),
    ("contradicts", "plain", addr_b, addr_calle),
    ("partial", "plain", addr_b, addr_num),
    ("same", "plain", addr_num, addr_b),
    ("contradicts", "plain", esp_pt, esp),
    ("unrelated", "plain", addr, esp),
    # Businesses
    ("contradicts", "plain", d1_b, ara),
    ("contradicts", "plain", terpel_pri, terpel_b),
    ("unrelated", "plain", tigo, claro),
    ("unrelated", "plain", d1, terpel),
    # Landscape
    ("partial", "prose", land, land_coffee),
    ("same", "prose", land_coffee, land),
    ("partial", "prose", land, land_wax),
    ("same", "prose", land_all, land),
    ("contradicts", "prose", land, land_flat),
    ("contradicts", "prose", land_tea, land),
    ("contradicts", "plain", llanos, "The flat land here is an oil palm plantation rather than open grassland."),
    ("unrelated", "prose", land, chiva),
    ("contradicts", "plain", chiva_tm, chiva),
    # Meta
    ("same", "plain", g4, g4_b),
    ("contradicts", "plain", g4_b, g3),
    ("same", "plain", rht, rht_b),
    ("unrelated", "plain", g4, rht_b),
    # Filler
    ("unrelated", "prose", f1, pl_prose),
    ("unrelated", "plain", land_coffee, f2),
    ("unrelated", "plain", f3, pare),
    ("unrelated", "hedged", rl_yel, f4),
    ("unrelated", "plain", pl_yel, esp),
    ("unrelated", "prose", addr_num, brick),
    ("unrelated", "plain", taxi_j, rl_edge),
    ("unrelated", "plain", colo_bal, "Colombian flag hanging from a balcony"),
    # Other styles
    ("same", "hedged", pl_yel, "Could be wrong, but the plates look yellow to me, front and back."),
    ("same", "hedged", "Hmm, those rows on the hill look like coffee plants... maybe Eje Cafetero?", land_coffee),
    ("partial", "markdown", "**Road markings:** double yellow centre, white edges", "**Road markings:** white edges"),
    ("contradicts", "markdown", "**Road markings:** double white centre, white edges", "**Road markings:** double yellow centre, white edges"),
    ("same", "markdown", "**Architecture:** exposed red-brick apartment blocks", brick_j),
    ("partial", "table", "Plate | yellow, 3 letters + 3 digits, 'CALI' at the bottom", "Plate | yellow, 3 letters + 3 digits"),
    ("contradicts", "table", "Plate | yellow, 3 letters + 3 digits, 'CALI' at the bottom", "Plate | yellow, city line reads 'PEREIRA'"),
    ("same", "numbered", "3. Language: Spanish (PARE, Carrera, Calle)", "Spanish text: the stop sign says PARE and streets are Calle/Carrera"),
    ("unrelated", "numbered", "5. Vegetation: banana plants", "6. Poles: concrete, round"),
    ("partial", "numbered", "2. Vehicles — yellow taxis and lots of motorbikes", "2. Vehicles — motorbikes"),
    ("unrelated", "plain", d1_b, "A Postobón soda sign hangs over the corner shop."),
    ("unrelated", "prose", land, "The road surface is good asphalt with a painted shoulder."),
    ("unrelated", "plain", pl_yel, moto_vest),
    ("unrelated", "plain", "kilometre post marked PR 34", chev),
    ("unrelated", "plain", colo_roof, addr_b),
    ("unrelated", "hedged", "I think I've seen this kind of road in a few South American countries.", rl_edge),
    ("partial", "prose", ("A Bancolombia ATM stands next to a Tostao' café, and across the street the "
                           "pharmacy sign says 'Droguería' rather than 'Farmacia'."), "a Bancolombia ATM"),
    ("partial", "plain", "the kilometre post reads PR 34 with the INVIAS logo", "kilometre post marked PR 34"),
    ("contradicts", "plain", "The pharmacy on the corner is labelled 'Farmacia'.", "The pharmacy sign says 'Droguería'."),
]

# --- extra ---
PAIRS += [
    ("same", "prose", colo, "2-storey whitewashed colonial houses, red clay tiles, dark-green wooden balconies + doors → Boyacá (Villa de Leyva type)"),
    ("same", "prose", land, "steep Andean slope: coffee in rows under banana shade, wax palms up on the ridge"),
    ("same", "prose", rl_prose, "double yellow middle, white edges, yellow diamond curve sign"),
    ("same", "prose", pl_prose, "yellow plates, black chars, 3 letters + 3 digits, reg. city printed along the bottom → CO private car"),
    ("partial", "prose", "PARE sign",
     "At the corner of the block there's a red octagonal stop sign, partly hidden behind a tree branch, so I can't read the word on it."),
    ("partial", "prose", "plate reads ENVIGADO at the bottom",
     "The car's yellow plate has a line of small text under the characters, but it's too small to read at this zoom."),
]

# --- extra 2 ---
PAIRS += [
    ("unrelated", "plain", "yellow plates",
     "Yellow taxis line up beside a stack of yellow plastic crates at the market."),
    ("unrelated", "prose", "2x solid yellow centre",
     "The centre of town has a double row of yellow-painted colonial houses around the plaza."),
    ("contradicts", "hedged", "From what I can see, the cars' plates look white, which would argue against Colombia.", pl_yel),
]

# --- extra 3: paragraph-length VLM statement ---
para = "**Analysis:** The vehicles have yellow plates front and back with a city name along the bottom, which is Colombian. The road has double yellow centre lines, and the hillside behind is covered in coffee plants. A sign for 'Pereira 12 km' confirms the Eje Cafetero."
PAIRS += [
    ("same", "prose", para, "yellow plates F+R w/ city name, double yellow centre, coffee on the hillside, sign 'Pereira 12 km' → Eje Cafetero"),
    ("partial", "prose", para, "double yellow centre line and coffee on the hill"),
    ("contradicts", "prose", "The distance sign says 'Manizales 12 km'.", para),
]

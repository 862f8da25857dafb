from lib import Country

C = Country("Australia", "train")

# --- guideposts ------------------------------------------------------------
C.g("N", "2. Guideposts — white posts with a red reflector on the left side of the road.",
    ("s", "J", "AU guideposts: white, red refl. on left"),
    ("s", "P", "The white roadside posts on our side carry red reflectors."),
    ("p", "M", "**Guideposts:** white"),
    ("c", "N", "2. Guideposts — white posts with an orange reflector on the left side of the road."),
    ("c", "P", "The white roadside posts on our side carry blue reflectors."),
    ("u", "N", "2. Fence posts — white, with barbed wire on the left."),
)
C.x("s", "R", "Guideposts on the left carry red reflectors and the ones on the opposite side carry white reflectors, which is the Australian convention.",
    "T", "Guideposts: red reflectors left, white reflectors right")
C.x("c", "T", "Guideposts: red reflectors left, white reflectors right",
    "T", "Guideposts: white reflectors left, red reflectors right")
C.x("p", "R", "Guideposts on the left carry red reflectors and the ones on the opposite side carry white reflectors, which is the Australian convention.",
    "H", "I can see some white posts on the left with red reflectors, I think.")
C.x("c", "J", "guideposts every 50 m or so", "P", "There are no guideposts along this stretch at all.")

# --- road lines and surface ---------------------------------------------
C.g("M", "**Lines:** dashed white centre line, solid white edge lines with audio-tactile ribs",
    ("s", "J", "broken white CL, solid white edges w/ rumble ribs"),
    ("s", "P", "The middle of the road has a broken white line, and the edge lines are solid white with raised ribs you can hear when you drive over them."),
    ("p", "P", "The edge lines are solid white."),
    ("p", "N", "3. There's a dashed white line down the middle."),
    ("c", "M", "**Lines:** dashed yellow centre line, solid white edge lines with audio-tactile ribs"),
    ("c", "J", "double solid white CL, solid white edges w/ ribs"),
)
C.g("P", "The road is unsealed: red dirt, wide, with no markings.",
    ("s", "J", "red dirt road, unsealed"),
    ("s", "H", "Yeah, this is an unsealed road — that red dirt is a giveaway."),
    ("c", "P", "The road is sealed: black bitumen, wide, with no markings."),
    ("c", "M", "**Surface:** pale grey gravel, unsealed"),
    ("p", "T", "Road: unpaved"),
)
C.x("s", "N", "4. Floodway — white depth-indicator posts marked in metres at the dip.", "J", "floodway depth markers")
C.x("p", "R", "There's a \"FLOODWAY\" warning sign followed by white depth markers at the creek crossing, which is a very Australian setup.",
    "J", "floodway sign")
C.x("c", "P", "The sign before the dip reads \"FLOODWAY\".", "P", "The sign before the dip reads \"CATTLE GRID\".")

# --- signs ----------------------------------------------------------------
C.g("J", "yellow diamond roo sign",
    ("s", "P", "A yellow diamond-shaped sign with a kangaroo warns of wildlife."),
    ("s", "M", "**Warning sign:** kangaroo on a yellow diamond"),
    ("c", "P", "A yellow diamond-shaped sign with a moose warns of wildlife."),
    ("c", "N", "5. Warning sign — kangaroo on a white triangle with a red border."),
    ("p", "P", "There's a yellow diamond warning sign."),
)
C.g("P", "The speed limit sign shows 110 on a round sign with a red ring.",
    ("s", "J", "110 limit"),
    ("c", "J", "100 limit"),
    ("c", "M", "**Speed:** 110, but on a rectangular white sign without a ring"),
    ("p", "H", "There's a speed sign somewhere behind that truck, can't read it though."),
)
C.g("M", "**Chevrons:** black arrows on yellow boards along the bend",
    ("s", "J", "black-on-yellow CAMs"),
    ("c", "M", "**Chevrons:** white arrows on red boards along the bend"),
    ("p", "P", "Curve markers line the bend."),
)
C.x("s", "P", "A green direction sign with white text points to Dubbo.", "J", "green fingerboard → Dubbo")
C.x("c", "J", "green fingerboard → Dubbo", "J", "green fingerboard → Orange")
C.x("c", "T", "Route marker: A32", "T", "Route marker: M31")

# --- plates and vehicles -----------------------------------------------------
C.g("R", "The ute in front has a white Victorian plate with dark blue characters, so I'm leaning towards Victoria.",
    ("s", "J", "VIC plate (white/blue)"),
    ("s", "T", "Plate: Victoria, white with blue lettering"),
    ("c", "R", "The ute in front has a white Queensland plate with maroon characters, so I'm leaning towards Queensland."),
    ("p", "P", "The ute in front has a white plate."),
)
C.x("c", "P", "The older car has a yellow plate with black letters from New South Wales.",
    "P", "The older car has a black plate with white letters from New South Wales.")
C.x("s", "J", "road train, 3 trailers", "P", "A road train hauling three trailers is coming the other way.")
C.x("c", "P", "A road train hauling three trailers is coming the other way.", "P", "A semi-trailer with a single trailer is coming the other way.")
C.x("p", "R", "A dusty Toyota LandCruiser ute with a bull bar and a long whip antenna passes us on the right.",
    "J", "LandCruiser ute")

# --- landscape, buildings ---------------------------------------------------
C.g("J", "red soil, spinifex, scattered gums → outback",
    ("s", "P", "The ground is bright red, covered in spinifex tussocks with the odd eucalyptus, which looks like the outback."),
    ("p", "P", "There are eucalyptus trees."),
    ("c", "P", "The ground is black volcanic rock, covered in spinifex with the odd eucalyptus."),
    ("u", "J", "red roof, white guideposts"),
)
C.x("s", "R", "The house is a classic Queenslander: timber, raised high on stumps, with a wide veranda and a corrugated iron roof.",
    "J", "Queenslander on stilts")
C.x("p", "R", "The house is a classic Queenslander: timber, raised high on stumps, with a wide veranda and a corrugated iron roof.",
    "M", "**Roof:** corrugated iron")
C.x("c", "J", "Queenslander on stilts", "P", "The house is a single-storey brick bungalow sitting directly on the ground.")
C.x("c", "M", "**Crop:** sugar cane on both sides", "M", "**Crop:** wheat stubble on both sides")
C.x("s", "H", "That's sugar cane on both sides, if I'm not mistaken.", "J", "cane fields")

# --- brands, numbers, meta ---------------------------------------------------
C.x("s", "P", "There's a Woolworths supermarket in the shopping strip.", "J", "Woolies")
C.x("c", "J", "Woolies", "T", "Supermarket: Countdown")
C.x("s", "P", "The phone number on the ute door starts with 08.", "J", "08 area code")
C.x("c", "J", "08 area code", "P", "The phone number on the ute door starts with 07.")
C.x("s", "M", "**Fuel:** Ampol station", "H", "I think that servo on the corner is an Ampol.")
C.g("J", "gen 4; no car visible",
    ("s", "P", "It's Gen 4 imagery and the Google car isn't in the shot."),
    ("c", "P", "It's Gen 3 imagery and the Google car isn't in the shot."),
    ("p", "N", "6. Camera: Gen 4."),
)
C.x("p", "R", "The letterbox at the farm gate is an old drum on a post, and the gate has a cattle grid in front of it.",
    "J", "drum letterbox")


# --- more ---------------------------------------------------------------------
C.x("s", "J", "cattle grid", "P", "Metal bars are set across the road at the fence line, forming a cattle grid.")
C.x("p", "M", "**Give way:** red-bordered inverted triangle reading GIVE WAY", "J", "GIVE WAY triangle")
C.x("s", "J", "GIVE WAY triangle", "M", "**Give way:** red-bordered inverted triangle reading GIVE WAY")
C.x("s", "T", "Driving side: left", "P", "We're on the left-hand side of the road, with oncoming traffic passing on our right.")
C.x("s", "H", "I reckon that's a Telstra payphone outside the shop.", "J", "Telstra payphone")
C.x("s", "N", "8. School zone sign — \"40 when flashing\".", "P", "A school zone sign limits speed to 40 when its lights flash.")
C.x("c", "N", "8. School zone sign — \"40 when flashing\".", "P", "A school zone sign limits speed to 25 when its lights flash.")
C.x("c", "J", "2 lanes each way + median", "P", "It's a narrow road with one lane in each direction and no median.")
C.x("p", "R", "It's a dual carriageway with a wide grassy median, wire rope barriers down the middle and green signs for the Hume Highway.", "J", "wire rope barrier")
C.x("p", "J", "Queenslander + jacarandas + cane", "P", "There's a Queenslander house.")
C.x("p", "P", "Every guidepost along here carries a red reflector.", "P", "Some of the guideposts have red reflectors.")
C.x("p", "M", "**Plates:** white, maroon text, \"Queensland - Sunshine State\"", "P", "The plates are white with maroon text.")

# --- long VLM-style statements, emoji, typos --------------------------------------
C.x("s", "N", "3. **Guideposts** – White posts with red reflectors on the left-hand side 🇦🇺. This is the standard Australian guidepost.", "J", "white guideposts, red refl., left side")
C.x("c", "M", "**Edge lines:** solid white, with raised audio-tactile ribs", "P", "The edge lines are solid white and completely flat, with no ribs.")
C.x("p", "R", "The highway has a wide unsealed shoulder of red gravel, white guideposts with red reflectors, and a 110 sign. There's a road train in the distance.", "M", "**Speed:** 110")
C.x("u", "H", "tbh not super sure but here goes", "J", "red dirt")

# --- hand-written unrelated -------------------------------------------------
C.x("u", "P", "Let's work through this systematically.", "J", "AU guideposts: white, red refl. on left")
C.x("u", "H", "Gotta be Australia, the vibe is unmistakable.", "P", "A yellow diamond sign with a kangaroo warns of wildlife.")
C.x("u", "J", "LHT", "J", "red dirt")
C.x("u", "P", "The sky is a deep, cloudless blue.", "M", "**Lines:** dashed white centre line")
C.x("u", "N", "7. Plates — white with blue text.", "N", "7. Fence — white with blue posts.")
C.x("u", "T", "Region guess: Western NSW", "J", "110 limit")
C.x("u", "J", "road train", "M", "**Guideposts:** red reflectors")
C.x("u", "P", "The yellow warning sign is faded.", "P", "The yellow grass is faded.")
C.x("u", "R", "I'm torn between two states, but the overall vibe makes me lean one way.", "J", "Queenslander")
C.x("u", "H", "Not much else to add here.", "T", "Route marker: A32")
C.x("u", "P", "There are black cockatoos in the tree.", "P", "There are black and white posts on the verge.")
C.x("u", "M", "**Weather:** dry and windy", "M", "**Surface:** sealed bitumen")

# --- single-aspect statements for unrelated combinations ---------------------
C.t("drive", "M", "**Driving side:** left")
C.t("plates", "P", "The plates are white with maroon lettering.")
C.t("guidepost", "J", "white guideposts, red reflectors")
C.t("lines", "N", "3. Edge lines — solid white.")
C.t("warning", "H", "I'm pretty sure that's a kangaroo warning sign.")
C.t("soil", "P", "The soil is deep red.")
C.t("vehicle", "J", "road train")
C.t("meta", "T", "Camera: Gen 4")
C.t("house", "P", "The house is up on stilts with a veranda.")
C.t("brand", "J", "BP servo")
C.t("trees", "M", "**Vegetation:** eucalyptus woodland")

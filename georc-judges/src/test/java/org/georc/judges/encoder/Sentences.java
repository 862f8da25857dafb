package org.georc.judges.encoder;

import java.util.ArrayList;
import java.util.List;

/** Varied test sentences: short clauses, full statements, punctuation, accents, long texts. */
final class Sentences {
    private Sentences() {
    }

    static List<String> varied() {
        List<String> s = new ArrayList<>(List.of(
                "White bollards with a black cap point to Austria.",
                "white bollards",
                "black cap",
                "Yellow center lines on a two-lane road.",
                "Cars drive on the left-hand side of the road.",
                "Left-hand traffic",
                "The road signs use a yellow background with black text.",
                "Cyrillic script on the shop signs",
                "Soviet-era apartment blocks line the street.",
                "Red soil along the verge suggests a tropical climate.",
                "Eucalyptus trees everywhere",
                "Onion-domed church tower in the distance.",
                "Alpine meadows with wooden barns and steep slopes.",
                "Snow poles line the mountain road.",
                "The utility poles are made of concrete with holes.",
                "Wooden utility poles with a single crossbar.",
                "Dashed white edge lines and no center line.",
                "Solid yellow double center line.",
                "A Google car with a snorkel antenna is visible.",
                "The license plates are long and white with a blue strip on the left.",
                "Yellow rear license plates are typical of the Netherlands and Luxembourg.",
                "Thai script on a blue road sign.",
                "Devanagari lettering painted on a shop front.",
                "Hangul characters on the building signs.",
                "Kanji and kana on a vending machine.",
                "Arabic script on a green directional sign.",
                "Hebrew letters on a bus stop.",
                "Greek lettering on a white road sign.",
                "Palm trees and a sandy beach under a clear sky.",
                "The sky is blue and the weather is sunny.",
                "Flat terrain with cornfields stretching to the horizon.",
                "Dry, arid landscape with scattered shrubs.",
                "Lush green vegetation and rice paddies.",
                "Unpaved dirt road with red mud.",
                "Terracotta roof tiles on whitewashed houses.",
                "A chevron sign with red and white stripes.",
                "Kilometre markers with a red top.",
                "Pedestrian crossing sign with a blue square background.",
                "The driving side is right and the steering wheel is on the left.",
                "Zürich, São Paulo and Kraków are cities with accented names.",
                "¿Dónde está la estación? Señales en español.",
                "Mixed CASE and numbers: Route 66, A1, E45, N7.",
                "Tabs\tand  multiple   spaces  inside.",
                "An emoji 🚗 on a sign 🏔️",
                "Traffic lights are mounted horizontally above the road.",
                "Guardrails with a double-W profile.",
                "A roundabout with a fountain in the middle.",
                "Street name signs are blue with white text and a red border.",
                "The bus shelter has an advertisement in Portuguese.",
                "Rolling hills covered in vineyards.",
                "Mountains with snow caps behind a fjord.",
                "A tuk-tuk parked by the roadside market.",
                "Cows grazing behind an electric fence."));
        StringBuilder longText = new StringBuilder();
        for (int i = 0; i < 12; i++) {
            longText.append("The long statement keeps describing roadside evidence such as bollards, poles, "
                    + "signs, vegetation, and the colour of the road markings in detail. ");
        }
        s.add(longText.toString().strip()); // about 280 word pieces: beyond the 256 window
        s.add("A fairly long statement that describes the scene: a narrow village street with stone walls, "
                + "terracotta roofs, small balconies with flowers, a church tower, a parked scooter, "
                + "a yellow mailbox and a sign in Italian pointing towards the town hall and the station.");
        return s;
    }
}

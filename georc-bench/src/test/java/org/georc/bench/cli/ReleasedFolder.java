package org.georc.bench.cli;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * Writes a small folder in the released GeoRC layout for the tests: two challenges of five
 * rounds, each round with its own PNG (one flat colour that encodes the round, so a test server
 * can tell which image it was sent) and its own country in {@code locations.csv}.
 * <ul>
 *   <li>{@code alps}: experts 1, 2 and 3 wrote every round; candidates of {@code vlm-a} and {@code vlm-b};</li>
 *   <li>{@code south}: expert 3 wrote rounds 1-4, expert 2 rounds 1 and 5 (so south/5 has no
 *       reference expert); candidates of {@code vlm-a}.</li>
 * </ul>
 */
final class ReleasedFolder {
    /** Ids in layout order, with their countries and cities. */
    static final Map<String, String[]> PLACES = new LinkedHashMap<>();
    /** Evidence per id: three statements an expert would write. */
    static final Map<String, String[]> EVIDENCE = new LinkedHashMap<>();

    static {
        place("alps/1", "Austria", "Innsbruck", "White bollards with a black cap and a red reflector.",
                "Onion-domed church tower above the village.", "Steep alpine meadows with wooden hay barns.");
        place("alps/2", "Switzerland", "Zermatt", "Yellow hiking signposts at the junction.",
                "Chalets with dark timber and stone roofs.", "Glaciated peaks behind the valley.");
        place("alps/3", "Italy", "Bolzano", "Bilingual street signs in Italian and German.",
                "Vineyards on terraced slopes.", "Guard rails with brown wooden posts.");
        place("alps/4", "France", "Chamonix", "Yellow center line with white edge lines.",
                "Blue road signs with white text in French.", "Shuttered windows on stone houses.");
        place("alps/5", "Germany", "Garmisch-Partenkirchen", "Bollards with a black band and white reflector.",
                "Painted facades with religious murals.", "Black and white kilometre posts.");
        place("south/1", "Kenya", "Nairobi", "Red soil along the road shoulders.",
                "Acacia trees on dry grassland.", "Matatu minibuses with colourful paint.");
        place("south/2", "Brazil", "Curitiba", "Portuguese text on the shop signs.",
                "Black and white checkered curbs.", "Power poles with concrete cross arms.");
        place("south/3", "Australia", "Alice Springs", "Red desert with spinifex grass.",
                "Left-hand traffic on a sealed road.", "Yellow diamond road signs with a kangaroo.");
        place("south/4", "Thailand", "Chiang Mai", "Thai script on the banners.",
                "Rice paddies beside the road.", "Dense overhead cables on concrete poles.");
        place("south/5", "Peru", "Cusco", "Spanish text painted on adobe walls.",
                "Andean mountains with terraced slopes.", "Mototaxis parked by the market.");
    }

    private static void place(String id, String country, String city, String... evidence) {
        PLACES.put(id, new String[] {country, city});
        EVIDENCE.put(id, evidence);
    }

    private ReleasedFolder() {
    }

    /** @return the colour of a round's image, as RRGGBB */
    static String colour(String id) {
        int i = new ArrayList<>(PLACES.keySet()).indexOf(id);
        return String.format("%02x%02x%02x", 20 + i * 20, 200 - i * 15, 40 + i * 10);
    }

    static Path write(Path root) throws IOException {
        Files.createDirectories(root);
        StringBuilder csv = new StringBuilder("id,country,city\n");
        for (Map.Entry<String, String[]> e : PLACES.entrySet()) {
            String id = e.getKey();
            String challenge = id.substring(0, id.indexOf('/'));
            int round = Integer.parseInt(id.substring(id.indexOf('/') + 1));
            Path dir = Files.createDirectories(root.resolve(challenge));
            BufferedImage img = new BufferedImage(40 + round * 8, 30, BufferedImage.TYPE_INT_RGB);
            Color c = new Color(Integer.parseInt(colour(id), 16));
            for (int x = 0; x < img.getWidth(); x++) {
                for (int y = 0; y < img.getHeight(); y++) {
                    img.setRGB(x, y, c.getRGB());
                }
            }
            ImageIO.write(img, "png", dir.resolve(challenge + "_" + round + ".png").toFile());
            csv.append(id).append(',').append(e.getValue()[0]).append(',').append(e.getValue()[1]).append('\n');
        }
        Files.writeString(root.resolve("locations.csv"), csv.toString());
        expert(root, "alps", 3, List.of(1, 2, 3, 4, 5), 0);
        expert(root, "alps", 2, List.of(1, 2, 3, 4, 5), 1);
        expert(root, "alps", 1, List.of(1, 2, 3, 4, 5), 2);
        expert(root, "south", 3, List.of(1, 2, 3, 4), 0);
        expert(root, "south", 2, List.of(1, 5), 1);
        for (String id : PLACES.keySet()) {
            String challenge = id.substring(0, id.indexOf('/'));
            int round = Integer.parseInt(id.substring(id.indexOf('/') + 1));
            String[] ev = EVIDENCE.get(id);
            Files.writeString(root.resolve(challenge).resolve("candidate_reasoning_chain_vlm-a_" + round + ".txt"),
                    "1. " + ev[0] + "\n2. " + ev[2].replace(".", " in the distance.") + "\n3. The sky is blue.\n"
                            + "Conclusion: " + PLACES.get(id)[0] + ", " + PLACES.get(id)[1] + "\n");
            if (challenge.equals("alps")) {
                Files.writeString(root.resolve(challenge).resolve("candidate_reasoning_chain_vlm-b_" + round + ".txt"),
                        "- The weather is sunny and the road is paved.\n- Trees along the road.\nConclusion: Spain\n");
            }
        }
        return root;
    }

    /** An expert file; expert k drops statement {@code skip} (none when 0) so experts differ a little. */
    private static void expert(Path root, String challenge, int k, List<Integer> rounds, int skip) throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int round : rounds) {
            String id = challenge + "/" + round;
            String[] ev = EVIDENCE.get(id);
            sb.append(round % 2 == 0 ? "Round " + round + " - " + PLACES.get(id)[0] : "Round " + round).append('\n');
            sb.append("Reasoning:\n");
            for (int i = 0; i < ev.length; i++) {
                if (skip == 0 || i != skip) {
                    sb.append("- ").append(ev[i]).append('\n');
                }
            }
            sb.append("Conclusion: ").append(PLACES.get(id)[0]).append("\n\n");
        }
        Files.writeString(root.resolve(challenge).resolve("Human_Chain_" + k + ".txt"), sb.toString());
    }
}

package org.georc.core.inputs;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.georc.core.records.CandidateRecord;
import org.georc.core.records.Datasets;
import org.georc.core.folder.GeorcDirectory;
import org.georc.core.folder.LocationTable;
import org.georc.core.records.ReferenceRecord;
import org.georc.core.records.ReferenceSet;

/**
 * What a run read ({@link InputReader#read}).
 *
 * @param references the references path (file or folder)
 * @param folder     the folder's content, or null for a JSONL file
 * @param all        every reference chain, all experts
 * @param candidates candidate chains (from candidate files, or the folder), possibly empty
 * @param failed     candidate lines that record a failed generation
 * @param imageRoot  the folder images are confined to
 */
public record Inputs(Path references, GeorcDirectory.Dataset folder, ReferenceSet all, List<CandidateRecord> candidates,
                     List<Datasets.FailedCandidate> failed, Path imageRoot) {
    /** @return whether the references are a GeoRC folder */
    public boolean isFolder() {
        return folder != null;
    }

    /**
     * @return every location: a folder's rounds (with or without expert chains), or a
     *         references file's ids, with what is known of each
     */
    public List<Place> places() {
        List<Place> out = new ArrayList<>();
        if (folder != null) {
            for (GeorcDirectory.FolderLocation l : folder.locations().values()) {
                LocationTable.TrueLocation t = l.truth();
                out.add(new Place(l.id(), t == null ? null : t.country(), t == null ? null : t.state(),
                        t == null ? null : t.city(), l.image()));
            }
            return out;
        }
        for (String id : all.ids()) {
            ReferenceRecord r = all.forId(id).get(0);
            String country = r.country() != null ? r.country() : r.location().get("country");
            out.add(new Place(id, country, r.location().get("state"), r.location().get("city"), r.image()));
        }
        return out;
    }

    /**
     * @param items a list
     * @param max   how many to show
     * @return the first {@code max} items joined, and how many more (for messages)
     */
    public static String sample(List<String> items, int max) {
        return String.join(", ", items.subList(0, Math.min(max, items.size())))
                + (items.size() > max ? " and " + (items.size() - max) + " more" : "");
    }
}

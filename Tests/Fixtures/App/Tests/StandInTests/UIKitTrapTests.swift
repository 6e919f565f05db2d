import Testing
import UIKit

/// UIKit's exceptions, checked in child processes with exit tests.
struct UIKitTrapTests {
    /// Dequeueing an unregistered table cell raises UIKit's exception.
    @Test func unregisteredTableCellTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                _ = UITableView().dequeueReusableCell(withIdentifier: "Missing", for: IndexPath(row: 0, section: 0))
            }
        }
        #expect(standardErrorText(of: result).contains(
            "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: "
                + "'unable to dequeue a cell with identifier Missing - must register a nib or a class for "
                + "the identifier or connect a prototype cell in a storyboard'"))
    }

    /// Dequeueing an unregistered collection cell raises UIKit's exception.
    @Test func unregisteredCollectionCellTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = view.dequeueReusableCell(withReuseIdentifier: "Missing", for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(standardErrorText(of: result).contains(
            "could not dequeue a view of kind: UICollectionElementKindCell with identifier Missing - must "
                + "register a nib or a class for the identifier or connect a prototype cell in a storyboard"))
    }

    /// Dequeueing an unregistered supplementary view names its kind.
    @Test func unregisteredSupplementaryViewTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                _ = view.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "H",
                    for: IndexPath(item: 0, section: 0))
            }
        }
        #expect(standardErrorText(of: result).contains(
            "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier H - must"))
    }

    /// An unknown nib raises when instantiated.
    @Test func unknownNibTrapsOnInstantiate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let nib = UINib(nibName: "Nowhere", bundle: nil)
                _ = nib.instantiate(withOwner: nil)
            }
        }
        #expect(standardErrorText(of: result).contains(
            "Could not load NIB in bundle: 'NSBundle <\(Bundle.main.bundlePath)> (loaded)' with name 'Nowhere'"))
    }

    /// A cell nib with more than one top-level object raises.
    @Test func invalidCellNibTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerNib(named: "TwoRoots", in: nil, StandInNib(rootObjects: [PlainCell.self, PlainCell.self]))
                let table = UITableView()
                table.register(UINib(nibName: "TwoRoots", bundle: nil), forCellReuseIdentifier: "Two")
                _ = table.dequeueReusableCell(withIdentifier: "Two")
            }
        }
        #expect(standardErrorText(of: result).contains(
            "invalid nib registered for identifier (Two) - nib must contain exactly one top level object "
                + "which must be a UITableViewCell instance"))
    }

    /// A cell nib whose Interface Builder reuse identifier differs from the registered one raises.
    @Test func mismatchedNibReuseIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerNib(named: "Mismatch", in: nil, StandInNib(rootObjects: [NibCell.self], reuseIdentifier: "InNib"))
                let table = UITableView()
                table.register(UINib(nibName: "Mismatch", bundle: nil), forCellReuseIdentifier: "Registered")
                _ = table.dequeueReusableCell(withIdentifier: "Registered")
            }
        }
        #expect(standardErrorText(of: result).contains(
            "cell reuse indentifier in nib (InNib) does not match the identifier used to register the nib (Registered)"))
    }

    /// An unknown storyboard raises.
    @Test func unknownStoryboardTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = UIStoryboard(name: "Missing", bundle: nil) }
        }
        #expect(standardErrorText(of: result).contains(
            "Could not find a storyboard named 'Missing' in bundle NSBundle <\(Bundle.main.bundlePath)> (loaded)"))
    }

    /// An unknown scene identifier raises.
    @Test func unknownSceneIdentifierTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                StandInRegistry.registerStoryboard(named: "Main", in: nil, StandInStoryboard(initialViewController: nil))
                _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Nope")
            }
        }
        #expect(standardErrorText(of: result).contains(
            "Storyboard (Main) doesn't contain a view controller with identifier 'Nope'"))
    }

    /// Registering a class that is not a cell raises.
    @Test func registeringANonCellClassTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { UITableView().register(UIView.self, forCellReuseIdentifier: "V") }
        }
        #expect(standardErrorText(of: result).contains("must pass a class of kind UITableViewCell"))
    }

    /// Activating a constraint between unrelated views raises.
    @Test func activatingConstraintAcrossHierarchiesTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (one, other) = (UIView(), UIView())
                one.topAnchor.constraint(equalTo: other.topAnchor).isActive = true
                withExtendedLifetime((one, other)) {}
            }
        }
        #expect(standardErrorText(of: result).contains("because they have no common ancestor"))
    }
}

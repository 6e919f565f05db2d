import AppKit
import Testing
@testable import AppKitApp

/// Views loaded from nibs and controllers instantiated from nibs and storyboards, with the names and bundles the
/// generated code asks for.
@MainActor
struct NibAndStoryboardTests {
    @Test func nibLoadableViewsLoadTheirFirstViewOfTheirClass() {
        let bundle = Bundle(for: BadgeView.self)
        StandInRegistry.registerNib(named: "BadgeView", in: bundle, StandInNib(rootObjects: [NSView.self, BadgeView.self]))
        StandInRegistry.clearLog()
        let badge = BadgeView.loadFromNib()
        #expect(type(of: badge) == BadgeView.self)
        #expect(StandInRegistry.log == [
            .nibCreated(name: "BadgeView", bundlePath: bundle.bundlePath, found: true),
            .nibInstantiated(name: "BadgeView", bundlePath: bundle.bundlePath, owner: nil),
        ])
    }

    @Test func nibOwnerLoadableViewsPinAndReturnTheNibsRootViews() {
        let bundle = Bundle(for: AvatarView.self)
        StandInRegistry.registerNib(named: "AvatarView", in: bundle, StandInNib(rootObjects: [NSView.self, NSView.self]))
        StandInRegistry.clearLog()
        let avatar = AvatarView(frame: .zero)
        #expect(avatar.loadedViews.count == 2)
        #expect(avatar.subviews.map(ObjectIdentifier.init) == avatar.loadedViews.map(ObjectIdentifier.init))
        #expect(avatar.loadedViews.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(avatar.constraints.count == 8)
        #expect(StandInRegistry.log.last == .nibInstantiated(
            name: "AvatarView", bundlePath: bundle.bundlePath, owner: ObjectIdentifier(avatar)))
    }

    @Test func nibLoadableControllersUseTheirNibNameAndBundle() {
        let bundle = Bundle(for: DetailsViewController.self)
        StandInRegistry.registerNib(named: "DetailsViewController", in: bundle, StandInNib(rootObjects: [NSView.self]))
        let controller = DetailsViewController.loadFromNib()
        #expect(controller.nibName == "DetailsViewController")
        #expect(controller.nibBundle?.bundlePath == bundle.bundlePath)
        StandInRegistry.clearLog()
        _ = controller.view
        #expect(StandInRegistry.log.first == .nibCreated(name: "DetailsViewController", bundlePath: bundle.bundlePath, found: true))
    }

    @Test func storyboardBasedControllersAreTheInitialControllerOfTheirStoryboard() {
        let bundle = Bundle(for: LoginViewController.self)
        StandInRegistry.registerStoryboard(
            named: "LoginViewController", in: bundle, StandInStoryboard(initialController: LoginViewController.self))
        StandInRegistry.clearLog()
        let login = LoginViewController.instantiate()
        #expect(type(of: login) == LoginViewController.self)
        #expect(StandInRegistry.log == [
            .storyboardCreated(name: "LoginViewController", bundlePath: bundle.bundlePath),
            .controllerInstantiated(storyboard: "LoginViewController", identifier: nil),
        ])
    }

    @Test func storyboardSceneBasedControllersUseTheSceneIdentifier() {
        StandInRegistry.registerStoryboard(named: "Main", in: nil, StandInStoryboard(
            initialController: nil, scenes: ["SettingsViewController": SettingsViewController.self]))
        StandInRegistry.registerStoryboard(named: "Onboarding", in: nil, StandInStoryboard(
            initialController: nil, scenes: ["OnboardingStep1": OnboardingViewController.self]))
        let settings = SettingsViewController.instantiate()
        let onboarding = OnboardingViewController.instantiate()
        #expect(type(of: settings) == SettingsViewController.self)
        #expect(type(of: onboarding) == OnboardingViewController.self)
        #expect(StandInRegistry.log.contains(.controllerInstantiated(storyboard: "Onboarding", identifier: "OnboardingStep1")))
        #expect(SettingsViewController.sceneIdentifier == "SettingsViewController")
    }

    @Test func creatorsHandDependenciesToBothKindsOfStoryboardController() {
        let bundle = Bundle(for: ProfileViewController.self)
        StandInRegistry.registerStoryboard(
            named: "ProfileViewController", in: bundle, StandInStoryboard(initialController: ProfileViewController.self))
        StandInRegistry.registerStoryboard(named: "Photos", in: nil, StandInStoryboard(
            initialController: nil, scenes: ["PhotoViewController": PhotoViewController.self]))
        StandInRegistry.clearLog()
        let profile = ProfileViewController.instantiate { coder in ProfileViewController(coder: coder, user: "ada") }
        #expect(type(of: profile) == ProfileViewController.self && profile.user == "ada")
        #expect(StandInRegistry.log == [
            .storyboardCreated(name: "ProfileViewController", bundlePath: bundle.bundlePath),
            .controllerInstantiated(storyboard: "ProfileViewController", identifier: nil),
        ])
        let photo = PhotoViewController.instantiate { coder in PhotoViewController(coder: coder, photo: "sunset") }
        #expect(photo.photo == "sunset")
        #expect(StandInRegistry.log.contains(.controllerInstantiated(storyboard: "Photos", identifier: "PhotoViewController")))
    }

    @Test func aCreatorThatReturnsNilFallsBackToInitCoder() {
        StandInRegistry.registerStoryboard(
            named: "ProfileViewController", in: Bundle(for: ProfileViewController.self),
            StandInStoryboard(initialController: ProfileViewController.self))
        StandInRegistry.registerStoryboard(named: "Photos", in: nil, StandInStoryboard(
            initialController: nil, scenes: ["PhotoViewController": PhotoViewController.self]))
        var asked = 0
        let profile = ProfileViewController.instantiate { _ in asked += 1; return nil }
        let photo = PhotoViewController.instantiate { _ in asked += 1; return nil }
        #expect(asked == 2)
        #expect(profile.user == nil && photo.photo == nil)
        #expect(type(of: profile) == ProfileViewController.self && type(of: photo) == PhotoViewController.self)
    }
}
